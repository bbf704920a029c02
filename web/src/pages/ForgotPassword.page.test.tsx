import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { findToast } from "../test/toasts";
import { AuthError } from "../features/auth/types";
import { fakeAuth, renderPage } from "../test/render";
import ForgotPasswordPage from "./ForgotPassword.page";

function Where() {
  return <p>{`now at ${useLocation().pathname}`}</p>;
}

async function requestReset(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
  return user;
}

describe("/forgotpassword", () => {
  beforeEach(() => notifications.clean());

  it("sends the reset mail and says 'Password reset email sent!'", async () => {
    const { auth } = renderPage(<ForgotPasswordPage />, { route: "/forgotpassword" });
    await requestReset(" Ravi@Example.com ");
    expect(await screen.findByText("Password reset email sent!")).toBeInTheDocument();
    expect(auth.sendPasswordReset).toHaveBeenCalledWith("ravi@example.com");
    expect(screen.getByText(/If an account exists for ravi@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it("says 'Error sending reset email. Please check your email.' when sending fails, and keeps the email", async () => {
    const auth = fakeAuth({ sendPasswordReset: vi.fn(() => Promise.reject(new AuthError("invalid_input", "bad"))) });
    renderPage(<ForgotPasswordPage />, { route: "/forgotpassword", auth });
    await requestReset("ravi@example.com");
    await findToast("Error sending reset email. Please check your email.");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ravi@example.com");
    expect(screen.queryByText("Password reset email sent!")).not.toBeInTheDocument();
  });

  it.each([
    { email: "", message: en["register.emailRequired"] },
    { email: "ravi@", message: en["register.emailInvalid"] },
  ])("checks the email before sending: '$email'", async ({ email, message }) => {
    const { auth } = renderPage(<ForgotPasswordPage />, { route: "/forgotpassword" });
    await requestReset(email);
    await findToast(message);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(auth.sendPasswordReset).not.toHaveBeenCalled();
  });

  it("with a code (Clerk) asks for the code and a new password, then goes home", async () => {
    const auth = fakeAuth({ sendPasswordReset: vi.fn(() => Promise.resolve("code" as const)) });
    renderPage(<ForgotPasswordPage />, { route: "/forgotpassword", auth, otherRoutes: { "/home": <Where /> } });
    const user = await requestReset("ravi@example.com");
    expect(await screen.findByText("Password reset email sent!")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from the email/), "123456");
    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "newpass2");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await findToast("Passwords do not match.");
    expect(auth.resetPassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), "newpass1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("now at /home")).toBeInTheDocument();
    expect(auth.resetPassword).toHaveBeenCalledWith({ code: "123456", newPassword: "newpass1" });
  });

  it("links back to /login", () => {
    renderPage(<ForgotPasswordPage />, { route: "/forgotpassword" });
    expect(screen.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/login");
  });
});
