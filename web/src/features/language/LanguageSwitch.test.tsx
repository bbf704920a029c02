import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "../../test/fixtures";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { currentLanguage, loadCopy } from "../../i18n";
import LoginPage from "../../pages/Login.page";
import { LanguageSwitch } from "./LanguageSwitch";
import { ProfileLanguage } from "./ProfileLanguage";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

function LoginWithSwitch() {
  return (
    <>
      <LanguageSwitch />
      <LoginPage />
    </>
  );
}

describe("the language switch", () => {
  it("turns the page to Telugu in place: same page, typed input kept, <html lang> te; and back", async () => {
    convex.setAuth({ isAuthenticated: false });
    await loadCopy(["account"]);
    const user = userEvent.setup();
    renderPage(<LoginWithSwitch />, { route: "/login" });
    await user.type(screen.getByLabelText(/^Email/), "ravi@example.com");

    await user.click(screen.getByRole("button", { name: "తెలుగు" }));
    const email = await screen.findByLabelText(/^ఈమెయిల్/);
    expect(email).toHaveValue("ravi@example.com");
    expect(screen.getByRole("button", { name: "లాగిన్ అవ్వండి" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "తెలుగు" })).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.lang).toBe("te");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue("ravi@example.com");
    expect(document.documentElement.lang).toBe("en");
  });

  it("saves a signed-in member's choice on their profile", async () => {
    convex.setQuery("members:me", makeMe());
    const save = convex.mutation("members:setPreferredLanguage");
    renderPage(<LanguageSwitch />, { route: "/home" });
    await userEvent.setup().click(screen.getByRole("button", { name: "తెలుగు" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ language: "te" }));
  });

  it("does not write to a visitor's (non-existent) profile", async () => {
    convex.setAuth({ isAuthenticated: false });
    const save = convex.mutation("members:setPreferredLanguage");
    renderPage(<LanguageSwitch />, { route: "/" });
    await userEvent.setup().click(screen.getByRole("button", { name: "తెలుగు" }));
    await waitFor(() => expect(currentLanguage()).toBe("te"));
    expect(save).not.toHaveBeenCalled();
  });
});

describe("the profile's language follows the member to another device", () => {
  it("applies the language saved on the profile when the member signs in", async () => {
    const me = makeMe();
    convex.setQuery("members:me", { ...me, profile: { ...me.profile, preferredLanguage: "te" } });
    renderPage(<ProfileLanguage />, { route: "/home" });
    await waitFor(() => expect(currentLanguage()).toBe("te"));
    expect(convex.mutation("members:setPreferredLanguage")).not.toHaveBeenCalled();
  });

  it("gives a profile without a language the one on screen", async () => {
    const save = convex.mutation("members:setPreferredLanguage");
    convex.setQuery("members:me", makeMe());
    renderPage(<ProfileLanguage />, { route: "/home" });
    await waitFor(() => expect(save).toHaveBeenCalledWith({ language: "en" }));
    act(() => convex.setQuery("members:me", makeMe()));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
