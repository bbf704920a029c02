import { notifications } from "@mantine/notifications";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Navigate, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthError } from "../features/auth/types";
import { findToast, toastTexts } from "../test/toasts";
import { convex } from "../test/fakeConvex";
import { fakeAuth, renderPage } from "../test/render";
import LoginPage from "./Login.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function Where({ name }: { name: string }) {
  return <p>{`${name} at ${useLocation().pathname}`}</p>;
}

const otherRoutes = { "/home": <Where name="home" />, "/profile": <Where name="profile" /> };

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("/login", () => {
  beforeEach(() => {
    // Start as a visitor (the fake starts signed in); a test signs in through the identity or says so.
    convex.setAuth({ isAuthenticated: false });
    notifications.clean();
  });

  it.each([
    { case: "both empty", email: "", password: "" },
    { case: "no password", email: "ravi@example.com", password: "" },
    { case: "no email", email: "", password: "secret1" },
  ])("$case: 'Please fill in all fields.' and no sign-in", async ({ email, password }) => {
    const { auth } = renderPage(<LoginPage />, { route: "/login" });
    await logIn(email, password);
    await findToast("Please fill in all fields.");
    expect(auth.signIn).not.toHaveBeenCalled();
    const firstEmpty = screen.getByLabelText(email ? /^Password/ : /^Email/);
    expect(firstEmpty).toHaveAttribute("aria-invalid", "true");
    expect(firstEmpty).toHaveAccessibleDescription("Please fill in all fields.");
    expect(firstEmpty).toHaveFocus();
  });

  it("signs in, says 'Logged in successfully!' and goes to /home", async () => {
    const { auth } = renderPage(<LoginPage />, { route: "/login", otherRoutes });
    await logIn(" Ravi@Example.com ", "secret1");
    expect(await screen.findByText("home at /home")).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith("ravi@example.com", "secret1");
    await findToast("Logged in successfully!");
  });

  it("returns to the page the guard sent the member from", async () => {
    renderPage(<Navigate to="/login" state={{ from: "/profile" }} replace />, {
      route: "/start",
      otherRoutes: { ...otherRoutes, "/login": <LoginPage /> },
    });
    await logIn("ravi@example.com", "secret1");
    expect(await screen.findByText("profile at /profile")).toBeInTheDocument();
  });

  it("never follows a return path to another site", async () => {
    renderPage(<Navigate to="/login" state={{ from: "//evil.example/x" }} replace />, {
      route: "/start",
      otherRoutes: { ...otherRoutes, "/login": <LoginPage /> },
    });
    await logIn("ravi@example.com", "secret1");
    expect(await screen.findByText("home at /home")).toBeInTheDocument();
  });

  it.each([
    {
      case: "wrong credentials",
      error: new AuthError("invalid_credentials", "x"),
      message: "Login failed. Please check your credentials.",
    },
    { case: "unknown failure", error: new Error("boom"), message: "Login failed. Please check your credentials." },
    {
      case: "no network",
      error: new AuthError("network", "Could not reach the sign-in service. Please try again."),
      message: "Could not reach the sign-in service. Please try again.",
    },
    // A locked account is told when it may try again, not "check your credentials".
    {
      case: "account locked",
      error: new AuthError(
        "rate_limited",
        "This account is locked for 15 minutes after too many failed sign-ins. You can reset your password meanwhile.",
      ),
      message:
        "This account is locked for 15 minutes after too many failed sign-ins. You can reset your password meanwhile.",
    },
  ])("$case: '$message' and stays on the form", async ({ error, message }) => {
    const auth = fakeAuth({ signIn: vi.fn(() => Promise.reject(error)) });
    renderPage(<LoginPage />, { route: "/login", auth, otherRoutes });
    await logIn("ravi@example.com", "wrong11");
    await findToast(message);
    expect(screen.queryByText(/home at/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ravi@example.com");
    expect(toastTexts()).not.toContain("Logged in successfully!");
  });

  it("links to /forgotpassword and /register", () => {
    renderPage(<LoginPage />, { route: "/login" });
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgotpassword");
    expect(screen.getByRole("link", { name: "Register for free" })).toHaveAttribute("href", "/register");
  });

  it("prefills the email handed over by the registration and says what comes next", () => {
    renderPage(<Navigate to="/login" state={{ email: "asha@example.com", registered: true }} replace />, {
      route: "/start",
      otherRoutes: { "/login": <LoginPage /> },
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue("asha@example.com");
    expect(screen.getByText("Registration successful!")).toBeInTheDocument();
  });

  it("tells a signed-in member who they are instead of showing the form, and can log out", async () => {
    convex.setAuth({ isAuthenticated: true });
    convex.setQuery("members:me", { profile: { status: "approved" }, contacts: { email: "ravi@example.com" } });
    const auth = fakeAuth({ user: { id: "u1", email: "ravi@example.com" } });
    renderPage(<LoginPage />, { route: "/login", auth });
    expect(screen.getByText("You are already logged in as ravi@example.com.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/home");
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalled();
    await findToast("Logged out successfully.");
  });

  it("sends a login without a profile on to finish registering", () => {
    convex.setAuth({ isAuthenticated: true });
    convex.setQuery("members:me", null);
    const auth = fakeAuth({ user: { id: "u1", email: "new@example.com" } });
    renderPage(<LoginPage />, { route: "/login", auth });
    expect(screen.getByRole("link", { name: "Finish registration" })).toHaveAttribute("href", "/register");
  });
});
