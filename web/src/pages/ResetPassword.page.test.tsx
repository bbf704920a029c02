import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findToast } from "../test/toasts";
import { AuthError } from "../features/auth/types";
import { fakeAuth, renderPage } from "../test/render";
import ResetPasswordPage from "./ResetPassword.page";

async function choose(newPassword: string, confirmation: string) {
  const user = userEvent.setup();
  if (newPassword) await user.type(screen.getByLabelText(/^New password/), newPassword);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole("button", { name: "Save new password" }));
}

describe("/reset-password", () => {
  beforeEach(() => notifications.clean());

  it("sets the new password with the link's token and sends the member to log in", async () => {
    const { auth } = renderPage(<ResetPasswordPage />, { route: "/reset-password?token=t0k3n" });
    await choose("newpass1", "newpass1");
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
    expect(auth.resetPassword).toHaveBeenCalledWith({ token: "t0k3n", newPassword: "newpass1" });
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  });

  it.each([
    {
      case: "mismatch",
      newPassword: "newpass1",
      confirmation: "newpass2",
      field: /^Confirm new password/,
      message: "Passwords do not match.",
    },
    {
      case: "too short",
      newPassword: "abc",
      confirmation: "abc",
      field: /^New password/,
      message: "Password must be at least 6 characters long.",
    },
    { case: "empty", newPassword: "", confirmation: "", field: /^New password/, message: "Enter a new password." },
  ])("$case: '$message'", async ({ newPassword, confirmation, field, message }) => {
    const { auth } = renderPage(<ResetPasswordPage />, { route: "/reset-password?token=t0k3n" });
    await choose(newPassword, confirmation);
    await findToast(message);
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(field)).toHaveFocus();
    expect(auth.resetPassword).not.toHaveBeenCalled();
  });

  it("explains a link without a token and offers a new one", () => {
    renderPage(<ResetPasswordPage />, { route: "/reset-password" });
    expect(screen.getByText("This link does not work")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgotpassword");
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("explains an expired or used link and offers a new one", async () => {
    const auth = fakeAuth({ resetPassword: vi.fn(() => Promise.reject(new AuthError("invalid_code", "expired"))) });
    renderPage(<ResetPasswordPage />, { route: "/reset-password?token=old", auth });
    await choose("newpass1", "newpass1");
    expect(await screen.findByText("This link does not work")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgotpassword");
  });
});
