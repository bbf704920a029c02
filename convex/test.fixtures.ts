/// <reference types="vite/client" />
/**
 * Fixtures for the convex-test suites: the module map, and one caller per role of the authorization
 * matrix in docs/security.md (visitor, pending, approved free, Premium, another member, support, admin).
 */
import { convexTest, type TestConvex } from "convex-test";
import { ConvexError } from "convex/values";
import { fillTemplate } from "@matrimony/shared/copy/template";
import { vi } from "vitest";
import { en, type MessageKey } from "@matrimony/shared/messages";
import { birthYearOf } from "@matrimony/shared/rules/refine/filters";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";

export const modules = import.meta.glob(["./**/*.ts", "./**/*.js", "!./**/*.test.ts", "!./**/*.d.ts"]);
export type Modules = typeof modules;

export type T = TestConvex<typeof schema>;
export type Caller = ReturnType<T["withIdentity"]>;

export function makeT(withModules: Modules = modules): T {
  return convexTest(schema, withModules);
}

export const DAY = 86_400_000;

/** Fakes only Date, from `start`; returns a function that moves the clock on by `ms`. */
export function useClock(start = "2026-11-01T10:00:00Z"): (ms: number) => void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(start));
  return (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
}

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
/** The date of birth of a seeded profile (profileDoc) unless a test sets its own. */
export const SEEDED_DATE_OF_BIRTH = "10/01/1997";

export function editForm(overrides: Record<string, string | number | boolean> = {}) {
  const { email: _email, gender: _gender, acceptedTerms: _terms, ...fields } = registrationForm();
  // The edit page sends back the stored date of birth (members cannot change it): the seeded profile's.
  return { ...fields, dateOfBirth: SEEDED_DATE_OF_BIRTH, ...overrides };
}

export type ProfileSeed = Partial<Omit<Doc<"profiles">, "_id" | "_creationTime">> & {
  email?: string;
  mobileNumber?: string;
  altMobileNumber?: string;
};

let seq = 0;

type ProfileDoc = Omit<Doc<"profiles">, "_id" | "_creationTime">;

/** A complete, valid approved profile document (Female, Kamma, Hindu, AP), with `overrides` applied. */
export function profileDoc(
  overrides: Partial<ProfileDoc> & Pick<ProfileDoc, "tokenIdentifier" | "profileCode">,
): ProfileDoc {
  const now = Date.now();
  const doc: ProfileDoc = {
    residenceType: "India",
    fullName: "Member",
    gender: "Female",
    maritalStatus: "Single",
    dateOfBirth: SEEDED_DATE_OF_BIRTH,
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
  // As members.register and members.update keep it: the year of the date of birth, for the age indexes.
  return { ...doc, birthYear: overrides.birthYear ?? birthYearOf(doc.dateOfBirth) };
}

/** The writer `t.run` hands its function. */
type RunCtx = Parameters<Parameters<T["run"]>[0]>[0];

/** Inserts a profile and its contacts in `ctx`; the identity it belongs to. */
async function insertMember(
  ctx: RunCtx,
  seed: ProfileSeed,
): Promise<{ id: Id<"profiles">; subject: string; email: string; code: string }> {
  seq += 1;
  const subject = `user_${seq}`;
  const {
    email = `member${seq}@example.com`,
    mobileNumber = `+9190000${String(seq).padStart(5, "0")}`,
    altMobileNumber,
    ...fields
  } = seed;
  const now = Date.now();
  const code = fields.profileCode ?? `TM${String(seq).padStart(6, "0")}`;
  const id = await ctx.db.insert("profiles", {
    ...profileDoc({
      tokenIdentifier: `${ISSUER}|${subject}`,
      profileCode: code,
      fullName: `Member ${seq}`,
      createdAt: now + seq,
      ...fields,
    }),
  });
  await ctx.db.insert("contacts", { profileId: id, email, mobileNumber, altMobileNumber });
  return { id, subject, email, code };
}

/** Inserts a staff row in `ctx`; the identity it belongs to. */
async function insertStaff(ctx: RunCtx, role: "admin" | "support"): Promise<{ subject: string; email: string }> {
  const email = `${role}${++seq}@matrimony.test`;
  await ctx.db.insert("staff", { email, role, createdAt: Date.now() });
  return { subject: `staff_${seq}`, email };
}

/** Insert a profile and its contacts directly (fast), returning its id and a caller signed in as it. */
export async function seedMember(
  t: T,
  seed: ProfileSeed = {},
): Promise<{ id: Id<"profiles">; as: Caller; code: string }> {
  const { id, subject, email, code } = await t.run(async (ctx) => await insertMember(ctx, seed));
  return { id, as: t.withIdentity(identityFor(subject, email)), code };
}

export async function seedStaff(t: T, role: "admin" | "support"): Promise<{ as: Caller; email: string }> {
  const { subject, email } = await t.run(async (ctx) => await insertStaff(ctx, role));
  return { as: t.withIdentity(identityFor(subject, email)), email };
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
export async function seedWorld(withModules: Modules = modules): Promise<World> {
  const t = makeT(withModules);
  const c = {
    pending: canary("pending", 1),
    approved: canary("approved", 2),
    premium: canary("premium", 3),
    another: canary("another", 4),
  };
  // One transaction for the whole world: the authorization matrix seeds thousands of worlds, and each
  // t.run is a transaction of the test backend's own.
  const seeded = await t.run(async (ctx) => ({
    pending: await insertMember(ctx, { gender: "Male", status: "pending", fullName: "Pending Prasad", ...c.pending }),
    approved: await insertMember(ctx, { gender: "Male", fullName: "Approved Arjun", ...c.approved }),
    premium: await insertMember(ctx, {
      gender: "Male",
      fullName: "Premium Pavan",
      premiumUntil: Date.now() + 30 * DAY,
      ...c.premium,
    }),
    another: await insertMember(ctx, { gender: "Female", fullName: "Another Anjali", ...c.another }),
    support: await insertStaff(ctx, "support"),
    admin: await insertStaff(ctx, "admin"),
  }));
  const as = (who: { subject: string; email: string }) => t.withIdentity(identityFor(who.subject, who.email));
  const { pending, approved, premium, another, support, admin } = seeded;
  return {
    t,
    callers: {
      visitor: t,
      pending: as(pending),
      approved: as(approved),
      premium: as(premium),
      another: as(another),
      support: as(support),
      admin: as(admin),
    },
    ids: { pending: pending.id, approved: approved.id, premium: premium.id, another: another.id },
    emails: {
      pending: c.pending.email,
      approved: c.approved.email,
      premium: c.premium.email,
      another: c.another.email,
      support: support.email,
      admin: admin.email,
    },
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

// ---------------------------------------------------------------------------------------------------
// Staff console (convex/admin/*)

/** The `{ code, message, field? }` a ConvexError carried; fails the test when the call succeeds. */
/**
 * The data of the ConvexError a call fails with: `{ code, message, field? }`. The catalogue `key` every
 * error also carries is checked here once, against the message it was derived from (model/errors.ts),
 * and left out of the result, so tests compare codes and the spec's texts.
 */
export async function convexErrorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; field?: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ConvexError) {
      const { key, params, ...data } = e.data as {
        code: string;
        message: string;
        key?: MessageKey;
        params?: Record<string, string>;
        field?: string;
      };
      // A message with placeholders (a limit's {wait}) matches its key once they are filled.
      if (key !== undefined && fillTemplate(en[key], params) !== data.message)
        throw new Error(`error key ${key} does not match its message ${data.message}`);
      return data;
    }
    throw e;
  }
  throw new Error("expected the call to fail");
}

/** A console world: an admin and a support agent (and their emails) on a fresh backend. */
export async function seedConsole(
  t: T = makeT(),
): Promise<{ t: T; admin: Caller; support: Caller; adminEmail: string; supportEmail: string }> {
  const admin = await seedStaff(t, "admin");
  const support = await seedStaff(t, "support");
  return { t, admin: admin.as, support: support.as, adminEmail: admin.email, supportEmail: support.email };
}

/**
 * Staff's approval of every photo waiting for review (admin/photos.approve does the same patch): for tests
 * about what other members see of photos added through photos.add.
 */
export async function approveWaitingPhotos(t: T): Promise<void> {
  await t.run(async (ctx) => {
    for (const photo of await ctx.db
      .query("photos")
      .withIndex("by_reviewState_and_createdAt", (q) => q.eq("reviewState", "pending"))
      .collect()) {
      await ctx.db.patch("photos", photo._id, { reviewState: undefined });
    }
  });
}
