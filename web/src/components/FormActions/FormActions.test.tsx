import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render";
import { FormActions } from "./FormActions";

describe("FormActions", () => {
  it.each([
    [false, false],
    [true, true],
  ])("saving %s: Cancel disabled %s, Save shows it runs", (saving, cancelDisabled) => {
    renderPage(<FormActions onCancel={vi.fn()} saving={saving} />);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(cancelDisabled);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("data-loading")).toBe(saving);
  });

  it("Save submits the form it is in; Cancel leaves without submitting", () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = vi.fn();
    renderPage(
      <form onSubmit={onSubmit}>
        <FormActions onCancel={onCancel} saving={false} />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
