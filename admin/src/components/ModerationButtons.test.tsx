import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy";
import { DeleteByCodeButton } from "./ModerationButtons";

const CODE = "TM12ABCD";

function renderDelete(onDelete: (typed: string) => Promise<unknown>) {
  render(
    <DeleteByCodeButton label="Delete" look={{}} fullName="Lakshmi Devi" profileCode={CODE} onDelete={onDelete} />,
  );
  return userEvent.setup();
}

describe("DeleteByCodeButton", () => {
  it.each([
    ["nothing typed", "", false],
    ["another code", "TM12ABCE", false],
    ["the code", CODE, true],
    ["the code in lower case with a space and a dash", "tm12 ab-cd", true],
  ])("%s: the delete button is enabled only for the member's code (%s)", async (_name, typed, enabled) => {
    const onDelete = vi.fn(() => Promise.resolve());
    const user = renderDelete(onDelete);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("heading", { name: `${copy.moderation.deleteTitle} Lakshmi Devi` })).toBeInTheDocument();
    if (typed !== "") await user.type(screen.getByLabelText(copy.moderation.deleteConfirmLabel(CODE)), typed);
    const confirm = screen.getAllByRole("button", { name: "Delete" }).at(-1);
    if (enabled) expect(confirm).toBeEnabled();
    else expect(confirm).toBeDisabled();
  });

  it("sends the code as typed; a refusal shows under the field and keeps the dialog open; success closes it", async () => {
    const onDelete = vi
      .fn<(typed: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("The profile code does not match."))
      .mockResolvedValueOnce(null);
    const user = renderDelete(onDelete);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.type(screen.getByLabelText(copy.moderation.deleteConfirmLabel(CODE)), "tm12abcd");
    await user.click(screen.getAllByRole("button", { name: "Delete" }).at(-1) as HTMLElement);
    expect(await screen.findByText("The profile code does not match.")).toBeInTheDocument();
    expect(onDelete).toHaveBeenLastCalledWith("tm12abcd");
    await user.click(screen.getAllByRole("button", { name: "Delete" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });
});
