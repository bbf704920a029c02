import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTER_REDIRECT_MS } from "@matrimony/shared/constants";
import { en } from "@matrimony/shared/messages";
import { ANDHRA_PRADESH_DISTRICTS, TELANGANA_DISTRICTS } from "@matrimony/shared/options";
import { findToast, toastTexts } from "../test/toasts";
import { AuthError, type AuthApi } from "../features/auth/types";
import {
  answer,
  button,
  completeSteps,
  field,
  fillStep,
  next,
  queryButton,
  queryField,
  REQUIRED,
  stepHeading,
  termsBox,
} from "../test/wizardDriver";
import { convex } from "../test/fakeConvex";
import { fakeAuth, renderPage } from "../test/render";
import RegisterPage from "./Register.page";
import Step1Page from "./Step1.page";
import SuccPage from "./Succ.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function LoginProbe() {
  const { state } = useLocation() as { state: unknown };
  return <p>{`login page ${JSON.stringify(state)}`}</p>;
}

/** An identity that behaves like the real one towards Convex: signing in or up makes Convex authenticated. */
function identity(overrides: Partial<AuthApi> = {}): AuthApi {
  return fakeAuth({
    signUp: vi.fn(async () => {
      convex.setAuth({ isAuthenticated: true });
      convex.setQuery("members:me", null);
      return { status: "complete" as const };
    }),
    signIn: vi.fn(async () => {
      convex.setAuth({ isAuthenticated: true });
    }),
    signOut: vi.fn(async () => {
      convex.setAuth({ isAuthenticated: false });
      convex.setQuery("members:me", undefined);
    }),
    ...overrides,
  });
}

function registerMutation() {
  const register = convex.mutation("members:register");
  register.mockImplementation(async () => {
    // As on the real backend, members.me turns into the new member before the mutation returns.
    convex.setQuery("members:me", {
      profile: { status: "pending", fullName: "Asha Rani" },
      contacts: { email: "asha.rani@example.com" },
    });
    return "profile1";
  });
  return register;
}

function renderWizard(auth: AuthApi = identity()) {
  return renderPage(<RegisterPage />, { route: "/register", auth, otherRoutes: { "/login": <LoginProbe /> } });
}

// Real timers while filling in; the redirect test switches to fake ones just before Submit. No pause
// between user-event's steps: nothing here depends on time passing between keys or clicks.
const setup = () => userEvent.setup({ delay: null });

/** Lets the sign-up chain (promises, React effects) run to its end without moving the clock. */
async function settle() {
  for (let i = 0; i < 25; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Fills all four steps and presses Submit. */
async function registerAll(user: UserEvent) {
  await completeSteps(user, 3);
  fillStep(3);
  await user.click(button("Submit"));
}

/** The field holds `message` as its error, announced with it, and has the focus. */
function expectMarked(name: string, message: string) {
  const input = field(name);
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message.trim()));
  expect(input === document.activeElement || input.contains(document.activeElement)).toBe(true);
}

beforeEach(() => {
  // Start as a visitor (the fake starts signed in); a test signs in through the identity or says so.
  convex.setAuth({ isAuthenticated: false });
  notifications.clean();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("/register navigation", { timeout: 60_000 }, () => {
  it("walks Personal → Family → Education and Profession → Partner Preference with Next, and back with Previous", async () => {
    const user = setup();
    renderWizard();
    expect(stepHeading()).toBe("Personal details");
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(queryButton("Previous")).toBeNull();
    await completeSteps(user, 3);
    expect(stepHeading()).toBe("Partner preference");
    expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
    expect(button("Submit")).toHaveAttribute("type", "submit");
    expect(queryButton("Next")).toBeNull();
    await user.click(button("Previous"));
    expect(stepHeading()).toBe("Education and profession");
    expect(document.querySelector("h2")).toHaveFocus();
  });

  it("keeps every answer when going back and forth", async () => {
    const user = setup();
    renderWizard();
    fillStep(0);
    answer("dateOfBirth", "");
    await user.type(field("dateOfBirth"), "5/8/1996");
    await next(user);
    answer("fatherName", "Suresh");
    await user.click(button("Previous"));
    expect(field("email")).toHaveValue("asha.rani@example.com");
    expect(field("password")).toHaveValue("secret1");
    expect(field("height")).toHaveValue(`5'8"`);
    expect(field("dateOfBirth")).toHaveValue("05/08/1996");
    expect(field("gender").querySelector('input[value="Male"]')).toBeChecked();
    await next(user);
    expect(field("fatherName")).toHaveValue("Suresh");
  });

  it("links back to /login", () => {
    renderWizard();
    expect(screen.getByText("Log in", { selector: "a" })).toHaveAttribute("href", "/login");
  });
});

/**
 * SPEC §5's checks in its order, step by step: Next shows the first problem as a toast and marks the
 * field; once it is answered, Next shows the following one. `bad` first tries a badly formatted answer.
 */
const ORDER: { field: string; message: string; bad?: string }[][] = [
  [
    { field: "email", message: "Email is required to proceed." },
    { field: "email", bad: "asha@", message: en["register.emailInvalid"] },
    { field: "password", message: "Please create a password." },
    { field: "password", bad: "12345", message: "Password must be at least 6 characters long." },
    { field: "fullName", message: "Enter Full name " },
    { field: "residenceType", message: en["register.residenceTypeRequired"] },
    { field: "caste", message: en["register.casteRequired"] },
    { field: "religion", message: en["register.religionRequired"] },
    { field: "mobileNumber", message: en["register.mobileRequired"] },
    { field: "mobileNumber", bad: "12345", message: en["validation.phoneInvalid"] },
    { field: "height", message: en["register.heightRequired"] },
    { field: "maritalStatus", message: en["register.maritalStatusRequired"] },
    { field: "dateOfBirth", message: en["register.dobRequired"] },
    { field: "dateOfBirth", bad: "15/6/95", message: en["validation.dobFormat"] },
    { field: "gender", message: en["register.genderRequired"] },
  ],
  [
    { field: "fatherName", message: en["register.fatherNameRequired"] },
    { field: "motherName", message: en["register.motherNameRequired"] },
    { field: "state", message: en["register.nativeStateRequired"] },
    // The district list appears under the state, above the present residence (the old order was the reverse).
    { field: "nativePlaceDistrict", message: en["register.districtRequired"] },
    { field: "presentResidence", message: en["register.presentResidenceRequired"] },
  ],
  [
    { field: "education", message: en["register.educationRequired"] },
    { field: "profession", message: en["register.professionRequired"] },
    { field: "professionSector", message: en["register.professionSectorRequired"] },
  ],
  [
    { field: "partnerprofessionSector", message: en["register.partnerSectorRequired"] },
    { field: "partnerstate", message: en["register.partnerStateRequired"] },
  ],
];

describe("/register validation, in the spec's order", { timeout: 90_000 }, () => {
  it.each(ORDER.map((checks, step) => ({ step: step + 1, checks })))("step $step", async ({ step, checks }) => {
    const user = setup();
    const auth = identity();
    renderWizard(auth);
    await completeSteps(user, step - 1);
    if (step === 4) fireEvent.click(termsBox());
    const valid = new Map(REQUIRED[step - 1]);
    for (const check of checks) {
      if (check.bad !== undefined) answer(check.field, check.bad);
      await user.click(button(step === 4 ? "Submit" : "Next"));
      // One toast, replaced by each new problem rather than stacked.
      await findToast(check.message);
      expect(toastTexts()).toEqual([check.message]);
      expectMarked(check.field, check.message);
      expect(screen.getByText(`Step ${String(step)} of 4`)).toBeInTheDocument();
      answer(check.field, valid.get(check.field) ?? "");
    }
    expect(auth.signUp).not.toHaveBeenCalled();
    if (step < 4) {
      await next(user);
      expect(screen.getByText(`Step ${String(step + 1)} of 4`)).toBeInTheDocument();
    }
  });

  it("asks for the terms consent on step 4", async () => {
    const user = setup();
    const auth = identity();
    renderWizard(auth);
    await completeSteps(user, 3);
    fillStep(3, ["acceptedTerms"]);
    await user.click(button("Submit"));
    await findToast(en["register.termsRequired"]);
    expect(termsBox()).toHaveAccessibleDescription(en["register.termsRequired"]);
    expect(termsBox()).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();
  });
});

describe("/register conditional fields", { timeout: 60_000 }, () => {
  it("asks NRI members for their country, and its name for Other; India clears them", async () => {
    const user = setup();
    renderWizard();
    expect(queryField("country")).toBeNull();
    fillStep(0, ["residenceType"]);
    answer("residenceType", "NRI");
    await next(user);
    await findToast(en["register.countryRequired"]);
    expectMarked("country", en["register.countryRequired"]);
    answer("country", "Other");
    await next(user);
    await findToast(en["register.otherCountryRequired"]);
    answer("otherCountry", "Ireland");
    answer("residenceType", "India");
    expect(queryField("country")).toBeNull();
    answer("residenceType", "NRI");
    expect(field("country")).toHaveValue("");
    expect(queryField("otherCountry")).toBeNull();
  });

  it("offers the district list of the chosen state", async () => {
    renderWizard();
    await completeSteps(setup(), 1);
    expect(queryField("nativePlaceDistrict")).toBeNull();
    for (const [state, districts] of [
      ["Andhra Pradesh", ANDHRA_PRADESH_DISTRICTS],
      ["Telangana", TELANGANA_DISTRICTS],
    ] as const) {
      answer("state", state);
      const options = Array.from((field("nativePlaceDistrict") as HTMLSelectElement).options).map((o) => o.value);
      expect(options).toEqual(["", ...districts]);
    }
  });

  it("asks for the state's name as text for Other, and clears the district when the state changes", async () => {
    const user = setup();
    renderWizard();
    await completeSteps(user, 1);
    answer("state", "Telangana");
    answer("nativePlaceDistrict", "Hyderabad");
    answer("state", "Other");
    expect(field("nativeStateOther")).toHaveValue("");
    expect(field("nativePlaceDistrict")).toHaveValue("");
    fillStep(1, ["state", "nativePlaceDistrict"]);
    await next(user);
    await findToast(en["register.nativeStateOtherRequired"]);
    expectMarked("nativeStateOther", en["register.nativeStateOtherRequired"]);
    answer("nativeStateOther", "Karnataka");
    await next(user);
    expect(stepHeading()).toBe("Education and profession");
  });

  it("asks for the profession's name when it is Other", async () => {
    const user = setup();
    renderWizard();
    await completeSteps(user, 2);
    expect(queryField("otherProfession")).toBeNull();
    fillStep(2, ["profession"]);
    answer("profession", "Other");
    await next(user);
    await findToast("Please specify your profession.");
    expectMarked("otherProfession", "Please specify your profession.");
    answer("otherProfession", "Astrologer");
    await next(user);
    expect(stepHeading()).toBe("Partner preference");
  });

  it("asks for the partner's state unless the preference is NRI, which asks for a country instead", async () => {
    const user = setup();
    const auth = identity();
    registerMutation();
    renderWizard(auth);
    await completeSteps(user, 3);
    expect(queryField("partnerstate")).not.toBeNull();
    expect(queryField("nriCountry")).toBeNull();
    answer("partnerPreferenceType", "NRI");
    expect(queryField("partnerstate")).toBeNull();
    expect(queryField("nriCountry")).not.toBeNull();
    fillStep(3, ["partnerstate"]);
    await user.click(button("Submit"));
    await screen.findByText("Registration successful!");
    expect(auth.signUp).toHaveBeenCalled();
  });

  it("offers heights 4'6\" to 6'11\" and stores 'Spouse lost' as Widowed", () => {
    renderWizard();
    const heights = Array.from((field("height") as HTMLSelectElement).options).map((o) => o.value);
    expect(heights[1]).toBe(`4'6"`);
    expect(heights.at(-1)).toBe(`6'11"`);
    expect(screen.getByLabelText("Spouse lost")).toHaveAttribute("value", "Widowed");
  });
});

describe("/register submit", { timeout: 60_000 }, () => {
  it("creates the login and the profile, says 'Registration successful!' and goes to /login after 2 seconds", async () => {
    const user = setup();
    const auth = identity();
    const register = registerMutation();
    renderWizard(auth);
    await completeSteps(user, 3);
    fillStep(3);
    vi.useFakeTimers();
    // fireEvent, not user-event: Testing Library's async wrapper waits on a timer that fake timers hold.
    fireEvent.click(button("Submit"));
    await settle();

    expect(auth.signUp).toHaveBeenCalledWith("asha.rani@example.com", "secret1");
    expect(register).toHaveBeenCalledTimes(1);
    const sent = register.mock.calls[0]?.[0] as { profile: Record<string, unknown> };
    expect(sent.profile).toMatchObject({
      email: "asha.rani@example.com",
      fullName: "Asha Rani",
      acceptedTerms: true,
      partnerstate: "Telangana",
    });
    expect(sent.profile).not.toHaveProperty("password");
    expect(auth.signOut).toHaveBeenCalled();
    expect(screen.getByText("Registration successful!")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(REGISTER_REDIRECT_MS - 1));
    expect(screen.queryByText(/^login page/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/^login page/)).toHaveTextContent(`{"email":"asha.rani@example.com","registered":true}`);
  });

  it("shows a loading state while registering", async () => {
    const user = setup();
    let finishSignUp: () => void = () => undefined;
    const auth = identity({
      signUp: vi.fn(
        () =>
          new Promise<{ status: "complete" }>((resolve) => {
            finishSignUp = () => {
              convex.setAuth({ isAuthenticated: true });
              convex.setQuery("members:me", null);
              resolve({ status: "complete" });
            };
          }),
      ),
    });
    registerMutation();
    renderWizard(auth);
    await registerAll(user);
    expect(button("Submit")).toHaveAttribute("data-loading", "true");
    expect(button("Previous")).toBeDisabled();
    await act(async () => finishSignUp());
    expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
  });

  it("'Email already in use.' when the email has a login that is not this person's, with every answer kept", async () => {
    const user = setup();
    const auth = identity({
      signUp: vi.fn(() => Promise.reject(new AuthError("email_in_use", "Email already in use."))),
      signIn: vi.fn(() => Promise.reject(new AuthError("invalid_credentials", "Login failed."))),
    });
    const register = registerMutation();
    renderWizard(auth);
    await registerAll(user);

    await findToast("Email already in use.");
    expect(register).not.toHaveBeenCalled();
    // Back on step 1 at the email, everything still typed.
    expect(stepHeading()).toBe("Personal details");
    expectMarked("email", "Email already in use.");
    expect(field("email")).toHaveValue("asha.rani@example.com");
    expect(field("password")).toHaveValue("secret1");
    expect(field("fullName")).toHaveValue("Asha Rani");
    expect(field("mobileNumber")).toHaveValue("9876543210");
    await next(user);
    expect(field("fatherName")).toHaveValue("Suresh Kumar");
    expect(field("nativePlaceDistrict")).toHaveValue("Hyderabad");
    await next(user);
    expect(field("education")).toHaveValue("B.Tech");
    await next(user);
    expect(field("partnerprofessionSector")).toHaveValue("All");
    expect(termsBox()).toBeChecked();
  });

  it("'Email already in use.' when the login works but already has a profile, and signs out again", async () => {
    const user = setup();
    const auth = identity({
      signUp: vi.fn(() => Promise.reject(new AuthError("email_in_use", "Email already in use."))),
    });
    convex.oneShotQuery("members:me").mockResolvedValue({ profile: { status: "approved" } });
    const register = registerMutation();
    renderWizard(auth);
    await registerAll(user);
    await findToast("Email already in use.");
    expect(auth.signIn).toHaveBeenCalledWith("asha.rani@example.com", "secret1");
    expect(auth.signOut).toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it("finishes a registration whose profile step failed earlier (login exists, no profile)", async () => {
    const user = setup();
    const auth = identity({
      signUp: vi.fn(() => Promise.reject(new AuthError("email_in_use", "Email already in use."))),
    });
    convex.oneShotQuery("members:me").mockResolvedValue(null);
    const register = registerMutation();
    renderWizard(auth);
    await registerAll(user);
    expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      case: "an unexpected error",
      error: new Error("socket closed"),
      message: "Registration failed.",
      step: "Partner preference",
    },
    {
      case: "the server's field message",
      error: new ConvexError({ code: "invalid", message: en["validation.phoneInvalid"], field: "mobileNumber" }),
      message: en["validation.phoneInvalid"],
      step: "Personal details",
    },
    {
      case: "a server message without a field",
      error: new ConvexError({ code: "conflict", message: en["error.profileExists"] }),
      message: en["error.profileExists"],
      step: "Partner preference",
    },
  ])("on $case shows '$message' and keeps the form", async ({ error, message, step }) => {
    const user = setup();
    convex.mutation("members:register").mockRejectedValue(error);
    renderWizard(identity());
    await registerAll(user);
    await findToast(message);
    expect(stepHeading()).toBe(step);
    expect(screen.queryByText("Registration successful!")).not.toBeInTheDocument();
    expect(screen.getByText("Your answers are kept. Please check them and try again.")).toBeInTheDocument();
  });

  it("when the server makes no profile (a removed member's phone or email), says neutrally to call support", async () => {
    const user = setup();
    convex.mutation("members:register").mockResolvedValue(null);
    renderWizard(identity());
    await registerAll(user);
    await findToast(en["safety.needsSupport"]);
    expect(screen.queryByText("Registration successful!")).not.toBeInTheDocument();
  });

  it("asks for the emailed code when the identity wants one, then registers", async () => {
    const user = setup();
    const auth = identity({
      signUp: vi.fn(() => Promise.resolve({ status: "needs_email_code" as const })),
      verifySignUpCode: vi.fn(async () => {
        convex.setAuth({ isAuthenticated: true });
        convex.setQuery("members:me", null);
      }),
    });
    const register = registerMutation();
    renderWizard(auth);
    await registerAll(user);
    await user.type(await screen.findByLabelText(/^Code from the email/), "424242");
    await user.click(button("Verify and finish"));
    expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
    expect(auth.verifySignUpCode).toHaveBeenCalledWith("424242");
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe("/register for someone signed in", () => {
  it("shows a member the way home instead of a second registration", () => {
    convex.setAuth({ isAuthenticated: true });
    convex.setQuery("members:me", { profile: { status: "approved" }, contacts: { email: "ravi@example.com" } });
    renderWizard(identity({ user: { id: "u1", email: "ravi@example.com" } }));
    expect(screen.getByText("You are already registered and logged in as ravi@example.com.")).toBeInTheDocument();
    expect(queryButton("Next")).toBeNull();
  });

  it("lets a login without a profile finish under its own email", () => {
    convex.setAuth({ isAuthenticated: true });
    convex.setQuery("members:me", null);
    renderWizard(identity({ user: { id: "u1", email: "half@example.com" } }));
    expect(field("email")).toHaveValue("half@example.com");
    expect(field("email")).toHaveAttribute("readonly");
  });
});

describe("/succ and /Step1", () => {
  it("/succ shows the success message and a link to /login", () => {
    renderPage(<SuccPage />, { route: "/succ" });
    expect(screen.getByRole("heading", { name: "Registration successful!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  });

  it("/Step1 opens the wizard at step 1", async () => {
    renderPage(<Step1Page />, { route: "/Step1", otherRoutes: { "/register": <p>register page</p> } });
    expect(await screen.findByText("register page")).toBeInTheDocument();
  });
});
