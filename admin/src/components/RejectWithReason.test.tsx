import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { copy } from "../copy";
import { RejectWithReason } from "./RejectWithReason";

type Reason = "blurred" | "groupPhoto";
const CHOICES = [
  { value: "blurred", label: "Blurred" },
  { value: "groupPhoto", label: "Group photo" },
] as const satisfies readonly { value: Reason; label: string }[];

function open() {
  const user = userEvent.setup();
  return { user, click: () => user.click(screen.getByRole("button", { name: "Reject: Lakshmi" })) };
}

const confirmButton = () => within(screen.getByRole("dialog")).getByRole("button", { name: "Reject" });

describe("RejectWithReason", () => {
  it("free text: an empty or blank reason is refused in the dialog; the trimmed text is sent and the dialog closes", async () => {
    const onConfirm = vi.fn((_reason: string) => Promise.resolve());
    render(
      <RejectWithReason
        label="Reject"
        ariaLabel="Reject: Lakshmi"
        title="Reject Lakshmi"
        reason={{ label: "Reason", onConfirm }}
      />,
    );
    const { user, click } = open();
    await click();
    expect(screen.getByRole("heading", { name: "Reject Lakshmi" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Reason"), "   ");
    await user.click(confirmButton());
    expect(await screen.findByText(copy.reason.required)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Reason"), "Too dark ");
    await user.click(confirmButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledWith("Too dark");
  });

  it("a list: nothing chosen is refused; the chosen value is sent", async () => {
    const onConfirm = vi.fn((_reason: Reason) => Promise.resolve());
    render(
      <RejectWithReason
        label="Reject"
        ariaLabel="Reject: Lakshmi"
        title="Reject Lakshmi"
        reason={{ label: "Why", choices: CHOICES, onConfirm }}
      />,
    );
    const { user, click } = open();
    await click();
    expect(screen.getByRole("radiogroup", { name: "Why" })).toBeInTheDocument();
    await user.click(confirmButton());
    expect(await screen.findByText(copy.reason.required)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: "Group photo" }));
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("groupPhoto"));
  });

  it("a list with a reason chosen to start with sends it; cancel sends nothing and starts over from it", async () => {
    const onConfirm = vi.fn((_reason: Reason) => Promise.resolve());
    render(
      <RejectWithReason
        label="Reject"
        ariaLabel="Reject: Lakshmi"
        title="Reject Lakshmi"
        reason={{ label: "Why", choices: CHOICES, initial: "blurred", onConfirm }}
      />,
    );
    const { user, click } = open();
    await click();
    await user.click(screen.getByRole("radio", { name: "Group photo" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: copy.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await click();
    expect(screen.getByRole("radio", { name: "Blurred" })).toBeChecked();
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("blurred"));
  });

  it("busy while the rejection runs; a refusal is shown in the dialog, which stays open to try again", async () => {
    let fail: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn((_reason: string) => new Promise<void>((_resolve, reject) => (fail = reject)));
    render(
      <RejectWithReason
        label="Reject"
        ariaLabel="Reject: Lakshmi"
        title="Reject Lakshmi"
        reason={{ label: "Reason", onConfirm }}
      />,
    );
    const { user, click } = open();
    await click();
    await user.type(screen.getByLabelText("Reason"), "Blurred");
    await user.click(confirmButton());
    await waitFor(() => expect(confirmButton()).toBeDisabled());
    fail(new Error("This member was decided meanwhile."));
    expect(await screen.findByText("This member was decided meanwhile.")).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("the button is disabled while its row is busy", () => {
    render(
      <RejectWithReason
        label="Reject"
        ariaLabel="Reject: Lakshmi"
        title="Reject Lakshmi"
        disabled
        reason={{ label: "Reason", onConfirm: () => Promise.resolve() }}
      />,
    );
    expect(screen.getByRole("button", { name: "Reject: Lakshmi" })).toBeDisabled();
  });
});
