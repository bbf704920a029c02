/// <reference types="vite/client" />
/**
 * Fixtures for the convex-test suites: the module map, and one caller per role of DESIGN.md's
 * authorization matrix (visitor, pending, approved free, Premium, another member, support, admin).
 */
import { convexTest, type TestConvex } from "convex-test";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";

export const modules = import.meta.glob(["./**/*.ts", "./**/*.js", "!./**/*.test.ts", "!./**/*.d.ts"]);

export type T = TestConvex<typeof schema>;
export type Caller = ReturnType<T["withIdentity"]>;

export function makeT(): T {
  return convexTest(schema, modules);
}

export const DAY = 86_400_000;
const ISSUER = "https://identity.test";

export function identityFor(subject: string, email: string) {
  return { subject, issuer: ISSUER, tokenIdentifier: `${ISSUER}|${subject}`, email, emailVerified: true };
}

/** A valid registration form, as the wizard submits it (mobile in a typed, unnormalised form). */
export function registrationForm(overrides: Record<string, string | number | boolean> = {}) {
  return {
    email: "ravi.kumar@example.com",
    residenceType: "India",
    fullName: "Ravi Kumar",
    gender: "Male",
    maritalStatus: "Single",
    dateOfBirth: "15/08/1995",
    height: `5'8"`,
    caste: "Kamma",
    religion: "Hindu",
    mobileNumber: "98765 43210",
    rashi: "Simham",
    nakshatram: "Makha",
    fatherName: "Suresh Kumar",
    motherName: "Lakshmi",
    state: "Andhra Pradesh",
    nativePlaceDistrict: "Guntur",
    presentResidence: "Hyderabad",
    education: "B.Tech",
    profession: "Software Engineer",
    professionSector: "Private",
    partnerPreferenceType: "India",
    partnerstate: "Andhra Pradesh",
    partnerprofessionSector: "All",
    acceptedTerms: true,
    ...overrides,
  };
}

/** A complete profile-edit form, as the edit page submits it (every field, including the mobile number). */
export function editForm(overrides: Record<string, string | number | boolean> = {}) {
  const { email: _email, gender: _gender, acceptedTerms: _terms, ...fields } = registrationForm();
  return { ...fields, ...overrides };
}

export type ProfileSeed = Partial<Omit<Doc<"profiles">, "_id" | "_creationTime">> & {
  email?: string;
  mobileNumber?: string;
  altMobileNumber?: string;
};

let seq = 0;

type ProfileDoc = Omit<Doc<"profiles">, "_id" | "_creationTime">;

/** A complete, valid approved profile document (Female, Kamma, Hindu, AP), with `overrides` applied. */
export function profileDoc(overrides: Partial<ProfileDoc> & Pick<ProfileDoc, "tokenIdentifier" | "profileCode">): ProfileDoc {
  const now = Date.now();
  return {
    residenceType: "India",
    fullName: "Member",
    gender: "Female",
    maritalStatus: "Single",
    dateOfBirth: "10/01/1997",
    height: `5'4"`,
    caste: "Kamma",
    religion: "Hindu",
    fatherName: "Father",
    motherName: "Mother",
    state: "Andhra Pradesh",
    nativePlaceDistrict: "Guntur",
    presentResidence: "Vijayawada",
    education: "M.Sc",
    profession: "Teacher",
    professionSector: "Government",
    partnerPreferenceType: "India",
    partnerstate: "Andhra Pradesh",
    partnerprofessionSector: "All",
    status: "approved",
    termsAcceptedAt: now,
    registrationDate: new Date(now).toISOString(),
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** Insert a profile and its contacts directly (fast), returning its id and a caller signed in as it. */
export async function seedMember(t: T, seed: ProfileSeed = {}): Promise<{ id: Id<"profiles">; as: Caller; code: string }> {
  seq += 1;
  const subject = `user_${seq}`;
  const { email = `member${seq}@example.com`, mobileNumber = `+9190000${String(seq).padStart(5, "0")}`, altMobileNumber, ...fields } = seed;
  const now = Date.now();
  const code = fields.profileCode ?? `TM${String(seq).padStart(6, "0")}`;
  const id = await t.run(async (ctx) => {
    const profileId = await ctx.db.insert("profiles", {
      ...profileDoc({ tokenIdentifier: `${ISSUER}|${subject}`, profileCode: code, fullName: `Member ${seq}`, createdAt: now + seq, ...fields }),
    });
    await ctx.db.insert("contacts", { profileId, email, mobileNumber, altMobileNumber });
    return profileId;
  });
  return { id, as: t.withIdentity(identityFor(subject, email)), code };
}

export async function seedStaff(t: T, role: "admin" | "support"): Promise<{ as: Caller; email: string }> {
  const email = `${role}${++seq}@matrimony.test`;
  await t.run(async (ctx) => {
    await ctx.db.insert("staff", { email, role, createdAt: Date.now() });
  });
  return { as: t.withIdentity(identityFor(`staff_${seq}`, email)), email };
}

export const ROLES = ["visitor", "pending", "approved", "premium", "another", "support", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type World = {
  t: T;
  callers: Record<Role, Caller | T>;
  ids: { pending: Id<"profiles">; approved: Id<"profiles">; premium: Id<"profiles">; another: Id<"profiles"> };
  /** Each caller's email (staff too), for forms that must name the identity's own email. */
  emails: Record<Exclude<Role, "visitor">, string>;
  /** Canary contact values per member role: they must never reach a caller who may not see them. */
  canaries: Record<"pending" | "approved" | "premium" | "another", string[]>;
};

function canary(role: string, n: number) {
  return { email: `canary.${role}@leak.test`, mobileNumber: `+91700000000${n}`, altMobileNumber: `+91711111111${n}` };
}

/**
 * One caller per role. "approved" is a free Male member; "premium" a Premium Male member; "another" an
 * approved Female member who matches both; "pending" a Male member awaiting approval.
 */
export async function seedWorld(): Promise<World> {
  const t = makeT();
  const c = { pending: canary("pending", 1), approved: canary("approved", 2), premium: canary("premium", 3), another: canary("another", 4) };
  const pending = await seedMember(t, { gender: "Male", status: "pending", fullName: "Pending Prasad", ...c.pending });
  const approved = await seedMember(t, { gender: "Male", fullName: "Approved Arjun", ...c.approved });
  const premium = await seedMember(t, { gender: "Male", fullName: "Premium Pavan", premiumUntil: Date.now() + 30 * DAY, ...c.premium });
  const another = await seedMember(t, { gender: "Female", fullName: "Another Anjali", ...c.another });
  const support = await seedStaff(t, "support");
  const admin = await seedStaff(t, "admin");
  return {
    t,
    callers: { visitor: t, pending: pending.as, approved: approved.as, premium: premium.as, another: another.as, support: support.as, admin: admin.as },
    ids: { pending: pending.id, approved: approved.id, premium: premium.id, another: another.id },
    emails: { pending: c.pending.email, approved: c.approved.email, premium: c.premium.email, another: c.another.email, support: support.email, admin: admin.email },
    canaries: {
      pending: Object.values(c.pending),
      approved: Object.values(c.approved),
      premium: Object.values(c.premium),
      another: Object.values(c.another),
    },
  };
}

/** Store a file as an upload would, with the content type the upload declared. */
export async function storeFile(t: T, bytes: Uint8Array, contentType: string): Promise<Id<"_storage">> {
  return await t.run(async (ctx) => {
    const id = await ctx.storage.store(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }));
    // convex-test 0.0.60 records no content type for stored blobs; the real backend takes it from the
    // upload's header, so set it the way the deployment would.
    await (ctx.db as unknown as { patch: (id: Id<"_storage">, v: { contentType: string }) => Promise<void> }).patch(
      id,
      { contentType },
    );
    return id;
  });
}
