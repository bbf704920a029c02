/**
 * Drives the registration wizard in tests the way a member does: by label, one step at a time. Valid
 * answers are shared/'s own fixtures, so the tests and the schema tests agree on what "valid" means.
 */
import { fireEvent, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { validStep1, validStep2, validStep3, validStep4 } from "@matrimony/shared/test/fixtures";
import { t, type MessageKey } from "../i18n";

const LABELS: Record<string, MessageKey> = {
  email: "login.email",
  password: "login.password",
  fullName: "register.fullName",
  residenceType: "register.residenceType",
  country: "register.country",
  otherCountry: "register.otherCountry",
  caste: "register.caste",
  religion: "register.religion",
  mobileNumber: "register.mobile",
  height: "register.height",
  maritalStatus: "register.maritalStatus",
  dateOfBirth: "register.dateOfBirth",
  gender: "register.gender",
  fatherName: "register.fatherName",
  motherName: "register.motherName",
  state: "register.nativeState",
  nativePlaceDistrict: "register.district",
  nativeStateOther: "register.nativeStateOther",
  presentResidence: "register.presentResidence",
  education: "register.education",
  profession: "register.profession",
  otherProfession: "register.otherProfession",
  professionSector: "register.professionSector",
  partnerPreferenceType: "register.partnerType",
  partnerstate: "register.partnerState",
  nriCountry: "register.partnerCountry",
  partnerprofessionSector: "register.partnerSector",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The input (or radio group) of a field, found through its visible label: the label's `for`, or the
 * element it labels with aria-labelledby. Done by hand because getByLabelText scans every element and
 * takes a second per call on this form.
 */
export function field(name: string): HTMLElement {
  const key = LABELS[name];
  if (!key) throw new Error(`No label known for ${name}`);
  const text = new RegExp(`^${escape(t(key))}( \\*)?$`);
  const labels = Array.from(document.querySelectorAll<HTMLElement>(".mantine-InputWrapper-label")).filter((l) =>
    text.test(l.textContent ?? ""),
  );
  if (labels.length !== 1) throw new Error(`${String(labels.length)} labels read "${t(key)}"`);
  const label = labels[0] as HTMLElement;
  const target =
    (label.getAttribute("for") && document.getElementById(label.getAttribute("for") ?? "")) ||
    document.querySelector<HTMLElement>(`[aria-labelledby~="${label.id}"]`);
  if (!target) throw new Error(`The label "${t(key)}" labels nothing`);
  return target;
}

export function queryField(name: string): HTMLElement | null {
  try {
    return field(name);
  } catch {
    return null;
  }
}

/** The terms consent checkbox, found through its label like the other fields. */
export function termsBox(): HTMLInputElement {
  const label = screen.getByText(new RegExp(`^${escape(t("register.termsBefore"))}`), { selector: "label" });
  const box = document.getElementById(label.getAttribute("for") ?? "");
  if (!(box instanceof HTMLInputElement) || box.type !== "checkbox") throw new Error("No terms checkbox");
  return box;
}

/**
 * Answers a field whatever its kind: radio group, native select or text. It fires the change events a
 * browser fires for a pick or a paste, without user-event's per-key simulation, which makes filling four
 * steps too slow for a suite; the buttons under test are still pressed with user-event.
 */
export function answer(name: string, value: string): void {
  const el = field(name);
  if (el.getAttribute("role") === "radiogroup") {
    const radio = el.querySelector<HTMLInputElement>(`input[value="${value}"]`);
    if (!radio) throw new Error(`${name} has no option ${value}`);
    fireEvent.click(radio);
  } else {
    fireEvent.change(el, { target: { value } });
  }
}

/** The required answers of each step, in the order SPEC §5 checks them, with valid values. */
export const REQUIRED: readonly (readonly [string, string])[][] = [
  [
    ["email", "asha.rani@example.com"],
    ["password", validStep1.password],
    ["fullName", "Asha Rani"],
    ["residenceType", validStep1.residenceType],
    ["caste", validStep1.caste],
    ["religion", validStep1.religion],
    ["mobileNumber", "9876543210"],
    ["height", validStep1.height],
    ["maritalStatus", validStep1.maritalStatus],
    ["dateOfBirth", validStep1.dateOfBirth],
    ["gender", validStep1.gender],
  ],
  [
    ["fatherName", validStep2.fatherName],
    ["motherName", validStep2.motherName],
    ["state", validStep2.state],
    ["presentResidence", validStep2.presentResidence],
    // Asked for once the state is known; SPEC §5 does not list it, so it is checked after the four.
    ["nativePlaceDistrict", validStep2.nativePlaceDistrict],
  ],
  [
    ["education", validStep3.education],
    ["profession", validStep3.profession],
    ["professionSector", validStep3.professionSector],
  ],
  [
    ["partnerprofessionSector", validStep4.partnerprofessionSector],
    ["partnerstate", validStep4.partnerstate],
  ],
];

export function fillStep(step: number, except: readonly string[] = []): void {
  for (const [name, value] of REQUIRED[step] ?? []) if (!except.includes(name)) answer(name, value);
  if (step === 3 && !except.includes("acceptedTerms")) fireEvent.click(termsBox());
}

/**
 * A button by its visible text. getByRole would be the natural query, but computing the accessibility
 * tree of this long form takes about a second per call.
 */
export function button(name: string): HTMLButtonElement {
  const label = screen.getByText(name, { selector: ".mantine-Button-label" });
  const found = label.closest("button");
  if (!found) throw new Error(`"${name}" is not in a button`);
  return found;
}

export function queryButton(name: string): HTMLButtonElement | null {
  return screen.queryByText(name, { selector: ".mantine-Button-label" })?.closest("button") ?? null;
}

export async function next(user: UserEvent): Promise<void> {
  await user.click(button(t("register.next")));
}

/** Fills and leaves steps 1..n, arriving on step n+1. */
export async function completeSteps(user: UserEvent, count: number): Promise<void> {
  for (let step = 0; step < count; step++) {
    fillStep(step);
    await next(user);
  }
}

/** The current step's name (the wizard's one h2). */
export function stepHeading(): string {
  return document.querySelector("h2")?.textContent ?? "";
}
