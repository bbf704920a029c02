/** Input hygiene on the server : the shared schemas' answers, and edits that stay in their lane. */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  convexErrorOf,
  editForm,
  makeT,
  registrationForm,
  seedConsole,
  seedMember,
  storeFile,
  type Caller,
  type T,
} from "./test.fixtures";

describe("names and free text", () => {
  test.each([
    ["a right-to-left override", "Ravi \u202Eramuk"],
    ["NUL", "Ravi\u0000Kumar"],
    ["a lone surrogate", "Ravi \uD83D"],
  ])("registration refuses a name with %s, with a clear message", async (_name, fullName) => {
    const t = makeT();
    const as = t.withIdentity({
      subject: "new",
      issuer: "https://identity.test",
      tokenIdentifier: "https://identity.test|new",
      email: "ravi.kumar@example.com",
      emailVerified: true,
    });
    expect(await convexErrorOf(as.mutation(api.members.register, { profile: registrationForm({ fullName }) }))).toEqual(
      {
        code: "invalid",
        message: en["validation.hiddenCharacters"],
        field: "fullName",
      },
    );
  });

  test("a zero-width-only name counts as empty; invisible padding is stripped from what is stored", async () => {
    const t = makeT();
    // Pending: the name is stored at once (an approved member's new name waits for review, profileChanges.test.ts).
    const m = await seedMember(t, { status: "pending" });
    expect(
      (await convexErrorOf(m.as.mutation(api.members.update, { profile: editForm({ fullName: "\u200B\u200D" }) })))
        .field,
    ).toBe("fullName");
    await m.as.mutation(api.members.update, { profile: editForm({ fullName: "\u200BRavi Kumar\uFEFF" }) });
    expect((await m.as.query(api.members.me, {}))?.profile.fullName).toBe("Ravi Kumar");
  });
});

describe("members.update", () => {
  test("never touches the partner preference, whatever the form sends", async () => {
    const t = makeT();
    const m = await seedMember(t, {
      status: "pending",
      partnerPreferenceType: "India",
      partnerstate: "Telangana",
      partnerprofessionSector: "Private",
    });
    await m.as.mutation(api.members.update, {
      profile: {
        ...editForm({ fullName: "Changed Name" }),
        partnerPreferenceType: "",
        partnerstate: "",
        partnerprofessionSector: "All",
      },
    });
    const profile = (await m.as.query(api.members.me, {}))?.profile;
    expect(profile?.fullName).toBe("Changed Name");
    expect(profile).toMatchObject({
      partnerPreferenceType: "India",
      partnerstate: "Telangana",
      partnerprofessionSector: "Private",
    });
  });
});

describe("staff free text has the members' hygiene", () => {
  const HIDDEN = [
    ["a right-to-left override", "Photo \u202Eesualc"],
    ["NUL", "Photo\u0000unclear"],
    ["a lone surrogate", "Photo unclear \uD83D"],
  ] as const;

  type World = {
    t: T;
    admin: Caller;
    target: Id<"profiles">;
    report: Id<"reports">;
    document: Id<"verificationDocuments">;
  };
  async function world(): Promise<World> {
    const { t, admin } = await seedConsole();
    const target = await seedMember(t, { gender: "Female", status: "pending" });
    const reporter = await seedMember(t, { gender: "Male" });
    const approved = await seedMember(t, { gender: "Female" });
    const report = await reporter.as.mutation(api.safety.report, { profileId: approved.id, reason: "fake_profile" });
    const storageId = await storeFile(t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg");
    const document = await t.run(async (ctx) =>
      ctx.db.insert("verificationDocuments", {
        profileId: target.id,
        kind: "id",
        documentType: "pan",
        storageId,
        contentType: "image/jpeg",
        size: 4,
        submittedAt: Date.now(),
      }),
    );
    return { t, admin, target: target.id, report, document };
  }
  const CALLS: [string, (w: World, text: string) => Promise<unknown>, string][] = [
    [
      "a rejection reason",
      (w, text) => w.admin.mutation(api.admin.approvals.reject, { id: w.target, reason: text }),
      "reason",
    ],
    [
      "a suspension reason",
      (w, text) => w.admin.mutation(api.admin.members.suspend, { id: w.target, reason: text }),
      "reason",
    ],
    ["a call note", (w, text) => w.admin.mutation(api.admin.notes.add, { profileId: w.target, text }), "text"],
    ["a report note", (w, text) => w.admin.mutation(api.admin.reports.addNote, { id: w.report, text }), "text"],
    [
      "a report resolution's reason",
      (w, text) => w.admin.mutation(api.admin.reports.act, { id: w.report, action: "suspend", reason: text }),
      "reason",
    ],
    [
      "a verification's rejection reason",
      (w, text) => w.admin.mutation(api.admin.verifications.reject, { id: w.document, reason: text }),
      "reason",
    ],
    [
      "an offline payment's reference",
      (w, text) =>
        w.admin.mutation(api.admin.payments.recordOffline, {
          profileId: w.target,
          amountPaise: 117882,
          reference: text,
          paidOn: Date.now() - 60_000,
          method: "upi",
        }),
      "reference",
    ],
  ];

  test.each(
    CALLS.flatMap(([what, call, field]) => HIDDEN.map(([name, text]) => [what, name, call, field, text] as const)),
  )(
    "%s with %s is refused as a member's text would be, and nothing is stored",
    async (_what, _name, call, field, text) => {
      const w = await world();
      expect(await convexErrorOf(call(w, text))).toEqual({
        code: "invalid",
        message: en["validation.hiddenCharacters"],
        field,
      });
      const stored = await w.t.run(async (ctx) => [
        ...(await ctx.db.query("callNotes").collect()),
        ...(await ctx.db.query("reportNotes").collect()),
        ...(await ctx.db.query("payments").collect()),
        ...(await ctx.db.query("verifications").collect()),
      ]);
      expect(stored).toEqual([]);
      expect((await w.t.run(async (ctx) => await ctx.db.get("profiles", w.target)))?.status).toBe("pending");
    },
  );

  test("invisible padding is stripped from staff text as from members', and ZWNJ kept", async () => {
    const w = await world();
    await w.admin.mutation(api.admin.notes.add, { profileId: w.target, text: "\u200BCalled, will send photos\uFEFF " });
    await w.admin.mutation(api.admin.approvals.reject, { id: w.target, reason: "ఫోటో\u200C స్పష్టంగా లేదు\u200B" });
    const note = await w.t.run(async (ctx) => await ctx.db.query("callNotes").first());
    expect(note?.text).toBe("Called, will send photos");
    expect((await w.t.run(async (ctx) => await ctx.db.get("profiles", w.target)))?.statusReason).toBe(
      "ఫోటో\u200C స్పష్టంగా లేదు",
    );
    expect(
      (await convexErrorOf(w.admin.mutation(api.admin.notes.add, { profileId: w.target, text: "\u200B\u2060" }))).field,
    ).toBe("text");
  });
});
