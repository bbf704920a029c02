import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findToast, toastTexts } from "../test/toasts";
import { AuthError } from "../features/auth/types";
import { convex } from "../test/fakeConvex";
import { fakeAuth, renderPage } from "../test/render";
import SettingsPage from "./Settings.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

async function change(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole("button", { name: "Update password" }));
}

describe("/settings", () => {
  beforeEach(() => {
    convex.setQuery("members:me", { profile: { status: "approved" }, contacts: { email: "ravi@matrimony.local" } });
    notifications.clean();
  });

  it("shows the email read-only", () => {
    renderPage(<SettingsPage />, { route: "/settings" });
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue("ravi@matrimony.local");
    expect(email).toHaveAttribute("readonly");
  });

  it("updates the password: 'Password updated successfully.' and empties the fields", async () => {
    const { auth } = renderPage(<SettingsPage />, { route: "/settings" });
    await change("demo1234", "newpass1", "newpass1");
    await findToast("Password updated successfully.");
    expect(auth.changePassword).toHaveBeenCalledWith("demo1234", "newpass1");
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("");
    expect(screen.getByLabelText(/^New password/)).toHaveValue("");
  });

  it("'Passwords do not match.' without calling the identity", async () => {
    const { auth } = renderPage(<SettingsPage />, { route: "/settings" });
    await change("demo1234", "newpass1", "newpass2");
    await findToast("Passwords do not match.");
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
    expect(confirm).toHaveFocus();
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    { case: "a wrong current password", error: new AuthError("wrong_password", "The password is incorrect.") },
    { case: "any other failure", error: new AuthError("network", "offline") },
  ])("'Current password is incorrect.' for $case", async ({ error }) => {
    const auth = fakeAuth({ changePassword: vi.fn(() => Promise.reject(error)) });
    renderPage(<SettingsPage />, { route: "/settings", auth });
    await change("wrong11", "newpass1", "newpass1");
    await findToast("Current password is incorrect.");
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAccessibleDescription("Current password is incorrect.");
    expect(current).toHaveFocus();
    expect(toastTexts()).not.toContain("Password updated successfully.");
  });

  it("asks for the current password first", async () => {
    const { auth } = renderPage(<SettingsPage />, { route: "/settings" });
    await change("", "newpass1", "newpass1");
    await findToast("Enter your current password.");
    expect(auth.changePassword).not.toHaveBeenCalled();
  });
});
