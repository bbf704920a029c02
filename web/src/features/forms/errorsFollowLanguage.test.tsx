/**
 * A message under a field follows a switch of language without a reload: a member who cannot read the
 * English message taps తెలుగు and reads it in Telugu. One row per form that checks its fields.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { coreMessagesTe } from "@matrimony/shared/copy/te/core";
import { setLanguage } from "../../i18n";
import LoginPage from "../../pages/Login.page";
import RegisterPage from "../../pages/Register.page";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { field } from "../../test/wizardDriver";
import { PriceCalculator } from "../calculator/PriceCalculator";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("a field's message follows the language on screen", () => {
  it.each<{
    form: string;
    page: ReactElement;
    route: string;
    press: string;
    before?: () => void;
    type?: [string, string];
    input: () => HTMLElement;
    english: string;
    telugu: string;
  }>([
    {
      form: "log in",
      page: <LoginPage />,
      route: "/login",
      press: "Log in",
      input: () => screen.getByLabelText(/^Email/),
      english: "Please fill in all fields.",
      telugu: coreMessagesTe["login.fillAllFields"],
    },
    {
      form: "registration, step 1",
      page: <RegisterPage />,
      route: "/register",
      press: "Next",
      // A visitor registers (the fake starts signed in).
      before: () => convex.setAuth({ isAuthenticated: false }),
      input: () => field("email"),
      english: "Email is required to proceed.",
      telugu: coreMessagesTe["register.emailRequired"],
    },
    {
      form: "the coupon of the price calculator",
      page: <PriceCalculator />,
      route: "/pay",
      press: "Apply",
      type: ["Coupon code", "NOSUCHCODE"],
      input: () => screen.getByRole("textbox", { name: /Coupon code/ }),
      english: "Invalid coupon code",
      telugu: coreMessagesTe["coupon.invalid"],
    },
  ])("$form", async ({ page, route, press, before, type, input, english, telugu }) => {
    const user = userEvent.setup();
    before?.();
    renderPage(page, { route });
    if (type) await user.type(screen.getByRole("textbox", { name: new RegExp(type[0]) }), type[1]);
    await user.click(screen.getByRole("button", { name: press }));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(expect.stringContaining(english)));

    // Found before the switch: its label is in Telugu after it.
    const shown = input();
    await act(() => setLanguage("te"));
    expect(telugu).not.toBe(english);
    await waitFor(() => expect(shown).toHaveAccessibleDescription(expect.stringContaining(telugu)));
    expect(shown).toHaveAttribute("aria-invalid", "true");
  });
});
