import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findToast, toastTexts } from "../test/toasts";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AuthContext } from "../features/auth/AuthContext";
import { AuthError, type AuthApi } from "../features/auth/types";
import { RequireMember } from "../features/session/guards";
import { cssVariablesResolver, theme } from "../theme";
import { convex } from "../test/fakeConvex";
import { fakeAuth, renderPage } from "../test/render";
import DeleteAccountPage from "./DeleteAccount.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const ME = {
  profile: { status: "approved", fullName: "Ravi Kumar", profileCode: "TM4821" },
  contacts: { email: "ravi@matrimony.local" },
};

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Delete My Account" }));
  const dialog = await screen.findByRole("dialog");
  return { user, dialog: within(dialog) };
}

describe("/delete-account", () => {
  beforeEach(() => {
    convex.setQuery("members:me", ME);
    notifications.clean();
  });
  afterEach(() => vi.restoreAllMocks());

  it("greets the member and says what is removed and what is kept before anything happens", () => {
    renderPage(<DeleteAccountPage />, { route: "/delete-account" });
    expect(screen.getByText("Hello, Ravi Kumar")).toBeInTheDocument();
    expect(screen.getByText("Your photos")).toBeInTheDocument();
    expect(screen.getByText(/Records of payments you made/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("No closes the modal and clears the password", async () => {
    const { auth } = renderPage(<DeleteAccountPage />, { route: "/delete-account" });
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/^Password/), "demo1234");
    await user.click(dialog.getByRole("button", { name: "No" }));
    expect(auth.deleteAccount).not.toHaveBeenCalled();
    const reopened = await openModal();
    expect(reopened.dialog.getByLabelText(/^Password/)).toHaveValue("");
  });

  it("Yes without a password: 'Please enter your password to confirm deletion.'", async () => {
    const { auth } = renderPage(<DeleteAccountPage />, { route: "/delete-account" });
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole("button", { name: "Yes" }));
    const password = dialog.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription("Please enter your password to confirm deletion.");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveFocus();
    expect(auth.deleteAccount).not.toHaveBeenCalled();
  });

  it("Yes with the password deletes the data, then the login: success alert and off to /", async () => {
    const remove = convex.mutation("members:deleteMyAccount");
    const { auth } = renderPage(<DeleteAccountPage />, {
      route: "/delete-account",
      otherRoutes: { "/": <p>landing page</p> },
    });
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/^Password/), "demo1234");
    await user.click(dialog.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("landing page")).toBeInTheDocument();
    await findToast("Your account has been deleted successfully.");
    expect(auth.deleteAccount).toHaveBeenCalledWith("demo1234", expect.any(Function));
    expect(remove).toHaveBeenCalledWith({ confirm: true });
  });

  it("failure: 'Error deleting account: ' and the reason, and the modal stays", async () => {
    const auth = fakeAuth({
      deleteAccount: vi.fn(() => Promise.reject(new AuthError("wrong_password", "The password is incorrect."))),
    });
    renderPage(<DeleteAccountPage />, { route: "/delete-account", auth, otherRoutes: { "/": <p>landing page</p> } });
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/^Password/), "wrong11");
    await user.click(dialog.getByRole("button", { name: "Yes" }));
    await findToast("Error deleting account: The password is incorrect.");
    expect(dialog.getByRole("alert")).toHaveTextContent("Error deleting account: The password is incorrect.");
    expect(screen.queryByText("landing page")).not.toBeInTheDocument();
    expect(toastTexts()).not.toContain("Your account has been deleted successfully.");
  });

  it("if the login cannot be deleted after the profile was, says so and leaves for /", async () => {
    const auth = fakeAuth({
      deleteAccount: vi.fn(async (_password: string, removeData: () => Promise<void>) => {
        await removeData();
        throw new AuthError("network", "Could not reach the sign-in service.");
      }),
    });
    renderPage(<DeleteAccountPage />, { route: "/delete-account", auth, otherRoutes: { "/": <p>landing page</p> } });
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/^Password/), "demo1234");
    await user.click(dialog.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("landing page")).toBeInTheDocument();
    await findToast("Error deleting account: Could not reach the sign-in service.");
  });

  it("downloads the member's data as a JSON file", async () => {
    convex.oneShotQuery("members:exportMyData").mockResolvedValue('{"profile":{}}');
    const createObjectURL = vi.fn((_blob: Blob) => "blob:data");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderPage(<DeleteAccountPage />, { route: "/delete-account" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    await findToast("Your data has been downloaded.");
    expect(click).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("telugu-matrimony-TM4821.json");
    expect(JSON.parse(await readBlob(createObjectURL.mock.calls[0]?.[0] as Blob))).toEqual({ profile: {} });
  });

  it("reads a long list whole, part by part, into the file", async () => {
    convex
      .oneShotQuery("members:exportMyData")
      .mockResolvedValue(
        JSON.stringify({ profile: {}, viewedMyProfile: [{ profile: "TM1", at: 3 }], more: ["viewedMyProfile"] }),
      );
    convex
      .oneShotQuery("members:exportMyDataPart")
      .mockResolvedValueOnce({
        rows: [
          { profile: "TM1", at: 3 },
          { profile: "TM2", at: 2 },
        ],
        continueCursor: "c1",
        isDone: false,
      })
      .mockResolvedValueOnce({ rows: [{ profile: "TM3", at: 1 }], continueCursor: "c2", isDone: true });
    const createObjectURL = vi.fn((_blob: Blob) => "blob:data");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderPage(<DeleteAccountPage />, { route: "/delete-account" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Download my data" }));
    await findToast("Your data has been downloaded.");
    expect(JSON.parse(await readBlob(createObjectURL.mock.calls[0]?.[0] as Blob))).toEqual({
      profile: {},
      viewedMyProfile: [
        { profile: "TM1", at: 3 },
        { profile: "TM2", at: 2 },
        { profile: "TM3", at: 1 },
      ],
    });
  });
});

describe("/delete-account behind the member guard (as Router.tsx mounts it)", () => {
  beforeEach(() => {
    convex.setQuery("members:me", ME);
    notifications.clean();
  });

  /** Every path the router showed, in order. */
  function renderGuarded(auth: AuthApi) {
    const paths: string[] = [];
    function Where() {
      paths.push(useLocation().pathname);
      return null;
    }
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={["/delete-account"]}>
            <Where />
            <Routes>
              <Route element={<RequireMember redirectTo="/login" />}>
                <Route path="/delete-account" element={<DeleteAccountPage />} />
              </Route>
              <Route path="/" element={<p>landing page</p>} />
              <Route path="/register" element={<p>register page</p>} />
              <Route path="/login" element={<p>login page</p>} />
            </Routes>
          </MemoryRouter>
        </AuthContext.Provider>
      </MantineProvider>,
    );
    return paths;
  }

  it("goes from /delete-account straight to /, never through /register or /login (SPEC §4)", async () => {
    // The real order: the profile goes (members.me turns null), then the login (signed out), then the flow ends.
    convex.mutation("members:deleteMyAccount").mockImplementation(async () => {
      convex.setQuery("members:me", null);
      return null;
    });
    const auth = fakeAuth({
      deleteAccount: vi.fn(async (_password: string, removeData: () => Promise<void>) => {
        await removeData();
        await new Promise((resolve) => setTimeout(resolve, 20));
        convex.setAuth({ isAuthenticated: false });
        convex.setQuery("members:me", undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    });
    const paths = renderGuarded(auth);
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText(/^Password/), "demo1234");
    await user.click(dialog.getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("landing page")).toBeInTheDocument();
    await findToast("Your account has been deleted successfully.");
    expect([...new Set(paths)]).toEqual(["/delete-account", "/"]);
  });
});

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
