/**
 * The authorization matrix of DESIGN.md: every public function of every module × every role, and a leak
 * check on every answer. Functions are enumerated from the modules' exports, so a function added later
 * without an entry here fails the suite.
 */
import { ConvexError } from "convex/values";
import { getFunctionName, type FunctionReference } from "convex/server";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { editForm, registrationForm, ROLES, seedWorld, storeFile, type Role, type World } from "./test.setup";

type Outcome = "ok" | "unauthenticated" | "no_profile" | "not_approved" | "forbidden" | "premium_required" | "not_found" | "conflict";
type Kind = "query" | "mutation" | "action";
type Case = {
  fn: FunctionReference<Kind, "public">;
  kind: Kind;
  args: (w: World, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Partial<Record<Role, Outcome>> & { default: Outcome };
};

const MEMBERS: Role[] = ["pending", "approved", "premium", "another"];
const allMembers = (o: Outcome) => Object.fromEntries(MEMBERS.map((r) => [r, o])) as Partial<Record<Role, Outcome>>;
/** Members of any status may act on their own profile; staff have no member profile. */
const ownProfile = { default: "no_profile", visitor: "unauthenticated", ...allMembers("ok") } as const;
/** Approved members only. */
const approvedOnly = { ...ownProfile, pending: "not_approved" } as const;
/** A member other than the caller to look at: "another" (Female) for the men, "approved" for her. */
const otherThan = (w: World, role: Role) => (role === "another" ? w.ids.approved : w.ids.another);

const CASES: Record<string, Case> = {
  "members:register": {
    fn: api.members.register,
    kind: "mutation",
    args: (w, role) => ({ profile: registrationForm({ email: role === "visitor" ? "x@example.com" : w.emails[role] }) }),
    expect: { default: "conflict", visitor: "unauthenticated", support: "ok", admin: "ok" },
  },
  "members:me": { fn: api.members.me, kind: "query", args: () => ({}), expect: { default: "ok", visitor: "unauthenticated" } },
  "members:update": {
    fn: api.members.update,
    kind: "mutation",
    args: () => ({ profile: editForm({ fullName: "Changed Name" }) }),
    expect: ownProfile,
  },
  "members:updatePreference": {
    fn: api.members.updatePreference,
    kind: "mutation",
    args: () => ({ preference: { partnerPreferenceType: "India", partnerstate: "Telangana", partnerprofessionSector: "All" } }),
    expect: ownProfile,
  },
  "members:get": { fn: api.members.get, kind: "query", args: (w, r) => ({ profileId: otherThan(w, r) }), expect: approvedOnly },
  "members:revealContact": {
    fn: api.members.revealContact,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: { ...approvedOnly, approved: "premium_required", another: "premium_required" },
  },
  "members:deleteMyAccount": { fn: api.members.deleteMyAccount, kind: "mutation", args: () => ({ confirm: true }), expect: ownProfile },
  "members:exportMyData": { fn: api.members.exportMyData, kind: "query", args: () => ({}), expect: ownProfile },
  "matches:list": { fn: api.matches.list, kind: "query", args: () => ({ paginationOpts: { numItems: 10, cursor: null } }), expect: approvedOnly },
  "views:record": { fn: api.views.record, kind: "mutation", args: (w, r) => ({ profileId: otherThan(w, r) }), expect: approvedOnly },
  "views:recent": { fn: api.views.recent, kind: "query", args: () => ({}), expect: approvedOnly },
  "photos:generateUploadUrl": { fn: api.photos.generateUploadUrl, kind: "mutation", args: () => ({}), expect: ownProfile },
  "photos:add": {
    fn: api.photos.add,
    kind: "mutation",
    args: async (w) => ({ storageId: await storeFile(w.t, new Uint8Array([0xff, 0xd8]), "image/jpeg") }),
    expect: ownProfile,
  },
  "photos:remove": {
    fn: api.photos.remove,
    kind: "mutation",
    // A photo of "another": only she may remove it.
    args: async (w) => {
      const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8]), "image/jpeg");
      const photoId = await w.t.run(async (ctx) =>
        ctx.db.insert("photos", { profileId: w.ids.another, storageId, order: 0, contentType: "image/jpeg", size: 2, createdAt: 0 }),
      );
      return { photoId };
    },
    expect: { ...ownProfile, pending: "not_found", approved: "not_found", premium: "not_found" },
  },
};

/** Every public function the modules export, by "module:name", found from the registered functions. */
const moduleFiles = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./*.config.ts", "!./test.setup.ts"], { eager: true });
function publicFunctionNames(): string[] {
  const names: string[] = [];
  for (const [file, exports] of Object.entries(moduleFiles)) {
    const module = file.replace(/^\.\//, "").replace(/\.ts$/, "");
    for (const [name, value] of Object.entries(exports)) {
      const fn = value as { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean };
      if (fn?.isPublic && (fn.isQuery || fn.isMutation || fn.isAction)) names.push(`${module}:${name}`);
    }
  }
  return names.sort();
}

async function outcomeOf(call: Promise<unknown>): Promise<{ outcome: Outcome; value?: unknown }> {
  try {
    return { outcome: "ok", value: await call };
  } catch (e) {
    if (e instanceof ConvexError) return { outcome: (e.data as { code: Outcome }).code };
    throw e;
  }
}

describe("authorization matrix", () => {
  test("every public function has a row", () => {
    expect(publicFunctionNames()).toEqual(Object.keys(CASES).sort());
  });

  const cells = Object.entries(CASES).flatMap(([name, c]) => ROLES.map((role) => [name, role, c.expect[role] ?? c.expect.default] as const));
  test.each(cells)("%s as %s → %s, leaking no contact it may not see", async (name, role, expected) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    expect(getFunctionName(c.fn)).toBe(name);
    const w = await seedWorld();
    const caller = w.callers[role];
    const args = await c.args(w, role);
    const call =
      c.kind === "query" ? caller.query(c.fn as FunctionReference<"query">, args) : caller.mutation(c.fn as FunctionReference<"mutation">, args);
    const { outcome, value } = await outcomeOf(call);
    expect(outcome).toBe(expected);

    // Leak check: only the caller's own contacts, and a Premium reveal of its target, may appear.
    const text = JSON.stringify(value ?? null);
    for (const [owner, canaries] of Object.entries(w.canaries)) {
      const own = owner === role;
      const revealed = name === "members:revealContact" && role === "premium" && owner === "another";
      if (own || revealed) continue;
      for (const canary of canaries) expect(text, `${name} as ${role} leaked ${owner}'s ${canary}`).not.toContain(canary);
    }
  });
});
