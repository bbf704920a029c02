/**
 * Fresh members for journeys that change data, so no journey depends on another's leftovers: a login at
 * the local identity, a registered profile, and (when asked) approval by the seeded admin.
 */
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { registrationForm } from "../../local/src/test/fixtures";
import type { StackUrls } from "../../local/src/stack";
import { clientAs } from "./api";

export const PASSWORD = "journey123";
let counter = 0;

export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}@journey.test`;
}

/** A full name of letters only (names allow no digits), different on every call. */
export function uniqueName(first: string): string {
  counter += 1;
  const letters = (Date.now() * 1000 + (counter % 1000))
    .toString(26)
    .split("")
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join("");
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/**
 * A 10-digit Indian mobile number nobody else in the stack has, so no other journey's codes count against its limits.
 */
export function uniqueMobile(): string {
  return `9${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
}

export interface FreshMember {
  email: string;
  password: string;
  profileId: Id<"profiles">;
  mobileNumber: string;
}

export async function createMember(
  urls: StackUrls,
  options: { tag?: string; approve?: boolean; form?: Record<string, string | boolean> } = {},
): Promise<FreshMember> {
  const email = uniqueEmail(options.tag ?? "member");
  const res = await fetch(`${urls.issuer}/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: urls.web },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
  const member = await clientAs(urls, email, PASSWORD);
  const form = registrationForm(email, options.form ?? {});
  const profileId = await member.mutation(api.members.register, { profile: form });
  if (profileId === null) throw new Error("registration refused");
  if (options.approve !== false) {
    const admin = await clientAs(urls, "admin@matrimony.local");
    await admin.mutation(api.admin.approvals.approve, { id: profileId });
  }
  return { email, password: PASSWORD, profileId, mobileNumber: String(form.mobileNumber) };
}
