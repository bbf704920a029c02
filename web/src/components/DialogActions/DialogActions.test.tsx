import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render";
import { DialogActions } from "./DialogActions";

describe("DialogActions", () => {
  it.each([
    [false, false],
    [true, true],
  ])("busy %s: Cancel disabled %s, the action shows it runs", (busy, cancelDisabled) => {
    renderPage(
      <DialogActions cancelLabel="Cancel" onCancel={vi.fn()} actionLabel="Send" onAction={vi.fn()} busy={busy} />,
    );
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(cancelDisabled);
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("data-loading")).toBe(busy);
  });

  it("calls back on Cancel and on the action", () => {
    const onCancel = vi.fn();
    const onAction = vi.fn();
    renderPage(
      <DialogActions cancelLabel="Cancel" onCancel={onCancel} actionLabel="Send" onAction={onAction} busy={false} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("without onAction, submits the form it is in (and Cancel does not)", () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderPage(
      <form onSubmit={onSubmit}>
        <DialogActions cancelLabel="Cancel" onCancel={vi.fn()} actionLabel="Report" busy={false} />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    [null, null],
    ["", null],
    ["Could not send. Please try again.", "Could not send. Please try again."],
  ])("error %j: alert %j", (error, alert) => {
    renderPage(
      <DialogActions
        error={error}
        cancelLabel="Cancel"
        onCancel={vi.fn()}
        actionLabel="Send"
        onAction={vi.fn()}
        busy={false}
      />,
    );
    if (alert === null) expect(screen.queryByRole("alert")).toBeNull();
    else expect(screen.getByRole("alert")).toHaveTextContent(alert);
  });
});
