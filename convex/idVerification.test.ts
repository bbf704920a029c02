/**
 * ID and photo (selfie) verification: the member sends a file, an admin decides in the queue, the
 * file is deleted and only the history stays; the file never reaches a member (the leak check over every
 * public function is in authorization.test.ts).
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { VERIFICATION_FILE_MAX_BYTES } from "@matrimony/shared/rules/idVerification";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { ORPHAN_AFTER_MS } from "./model/members/orphanUploads";
import {
  convexErrorOf,
  editForm,
  makeT,
  seedConsole,
  seedMember,
  storeFile,
  type Caller,
  type T,
} from "./test.fixtures";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x49, 0x44]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

afterEach(() => {
  vi.useRealTimers();
});

async function world() {
  const t = makeT();
  const staff = await seedConsole(t);
  const m = await seedMember(t, { fullName: "Lakshmi Devi", dateOfBirth: "14/02/1996", gender: "Female" });
  return { ...staff, m };
}

/** What the member app does: an upload URL (checks and the rate limit), the file stored, then submit. */
async function send(
  t: T,
  as: Caller,
  kind: "id" | "photo",
  bytes: Uint8Array = JPEG,
  type = "image/jpeg",
  documentType: "aadhaar" | "pan" | null = "aadhaar",
) {
  await as.mutation(api.idVerification.generateUploadUrl, { kind });
  const storageId = await storeFile(t, bytes, type);
  const result = await as.action(api.idVerification.submit, {
    kind,
    storageId,
    ...(kind === "id" && documentType !== null ? { documentType } : {}),
  });
  return { storageId, result };
}

/** convex-test serves HTTP actions by path: the link's path and query. */
async function fileAt(t: T, link: string | null): Promise<Response> {
  const url = new URL(link ?? "/verification-files", "https://site.test");
  return await t.fetch(`${url.pathname}${url.search}`);
}

async function addProfilePhoto(t: T, profileId: Id<"profiles">) {
  const storageId = await storeFile(t, PNG, "image/png");
  await t.run(async (ctx) =>
    ctx.db.insert("photos", {
      profileId,
      storageId,
      order: 0,
      contentType: "image/png",
      size: PNG.length,
      createdAt: 0,
    }),
  );
}

const fileExists = async (t: T, id: Id<"_storage">) =>
  (await t.run(async (ctx) => await ctx.db.system.get("_storage", id))) !== null;

describe("ID verification", () => {
  test("sent, waiting in the queue with the profile's name, date of birth and photos, approved: badge, history, file gone", async () => {
    const { t, admin, adminEmail, m } = await world();
    await addProfilePhoto(t, m.id);
    expect((await m.as.query(api.idVerification.status, {})).id).toEqual({ state: "none" });

    const { storageId, result } = await send(t, m.as, "id");
    expect(result).toEqual({ ok: true });
    const waiting = await m.as.query(api.idVerification.status, {});
    expect(waiting.id).toMatchObject({ state: "waiting", documentType: "aadhaar" });
    // The owner sees the state only: neither the file's id nor its URL.
    const url = await t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    expect(JSON.stringify(waiting)).not.toContain(storageId);
    expect(JSON.stringify(waiting)).not.toContain(String(url));

    const queue = await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(queue.page).toHaveLength(1);
    const row = queue.page[0]!;
    expect(row).toMatchObject({
      kind: "id",
      documentType: "aadhaar",
      fullName: "Lakshmi Devi",
      dateOfBirth: "14/02/1996",
    });
    // A signed link to the route, never the storage URL (which would work until the file is deleted).
    expect(row.fileUrl).toMatch(/^\/verification-files\?/);
    expect(row.fileUrl).not.toContain(String(url));
    expect(Array.from(new Uint8Array(await (await fileAt(t, row.fileUrl)).arrayBuffer()))).toEqual(Array.from(JPEG));
    expect(row.photos).toHaveLength(1);
    expect((await admin.query(api.admin.stats.dashboard, {})).openVerifications).toBe(1);

    await admin.mutation(api.admin.verifications.approve, { id: row._id });

    expect(await fileExists(t, storageId)).toBe(false);
    expect(await t.run(async (ctx) => await ctx.db.query("verificationDocuments").collect())).toEqual([]);
    const approved = await m.as.query(api.idVerification.status, {});
    expect(approved.id.state).toBe("approved");
    const profile = await t.run(async (ctx) => await ctx.db.get("profiles", m.id));
    expect(profile?.badges?.id).toBeTypeOf("number");
    const history = await admin.query(api.admin.verifications.history, { profileId: m.id });
    expect(history).toEqual([
      expect.objectContaining({ kind: "id", decision: "granted", by: adminEmail, documentType: "aadhaar" }),
    ]);
    const audit = await t.run(async (ctx) => await ctx.db.query("auditLog").collect());
    expect(
      audit.some((a) => a.action === "verification.approve" && a.actor === adminEmail && a.target === m.code),
    ).toBe(true);
    expect((await admin.query(api.admin.stats.dashboard, {})).openVerifications).toBe(0);
    // The member is told once, in the bell.
    const told = await t.run(async (ctx) => await ctx.db.query("notifications").collect());
    expect(told).toEqual([
      expect.objectContaining({
        profileId: m.id,
        kind: "verificationDecision",
        params: { badge: "id", decision: "granted" },
      }),
    ]);
    // Verified: no new upload for this kind.
    expect((await convexErrorOf(m.as.mutation(api.idVerification.generateUploadUrl, { kind: "id" }))).message).toBe(
      en["idCheck.errorAlreadyVerified"],
    );
  });

  test("rejected with a reason the member sees, the file deleted, then a new upload waits again", async () => {
    const { t, admin, adminEmail, m } = await world();
    const first = await send(t, m.as, "id", JPEG, "image/jpeg", "pan");
    const [row] = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    expect(
      (await convexErrorOf(admin.mutation(api.admin.verifications.reject, { id: row!._id, reason: "   " }))).code,
    ).toBe("invalid");
    await admin.mutation(api.admin.verifications.reject, {
      id: row!._id,
      reason: "The photo is blurred: the date of birth cannot be read.",
    });

    expect(await fileExists(t, first.storageId)).toBe(false);
    expect((await m.as.query(api.idVerification.status, {})).id).toMatchObject({
      state: "rejected",
      reason: "The photo is blurred: the date of birth cannot be read.",
      documentType: "pan",
    });
    expect(await admin.query(api.admin.verifications.history, { profileId: m.id })).toEqual([
      expect.objectContaining({
        kind: "id",
        decision: "rejected",
        by: adminEmail,
        reason: "The photo is blurred: the date of birth cannot be read.",
      }),
    ]);
    expect((await t.run(async (ctx) => await ctx.db.get("profiles", m.id)))?.badges?.id).toBeUndefined();
    const told = await t.run(async (ctx) => await ctx.db.query("notifications").collect());
    expect(told).toEqual([
      expect.objectContaining({
        kind: "verificationDecision",
        params: {
          badge: "id",
          decision: "rejected",
          reason: "The photo is blurred: the date of birth cannot be read.",
        },
      }),
    ]);

    const again = await send(t, m.as, "id", PNG, "image/png", "aadhaar");
    expect(again.result).toEqual({ ok: true });
    expect((await m.as.query(api.idVerification.status, {})).id).toMatchObject({
      state: "waiting",
      documentType: "aadhaar",
    });
  });

  test("a second file while the first waits replaces it: old file gone, queue place kept, a decision on the old row refused", async () => {
    const { t, admin, m } = await world();
    const first = await send(t, m.as, "id");
    const [old] = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    const second = await send(t, m.as, "id", PNG, "image/png", "pan");
    expect(second.result.ok).toBe(true);
    expect(await fileExists(t, first.storageId)).toBe(false);
    const page = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({ documentType: "pan", submittedAt: old!.submittedAt });
    expect((await convexErrorOf(admin.mutation(api.admin.verifications.approve, { id: old!._id }))).code).toBe(
      "not_found",
    );
  });

  test.each([
    [
      "HTML sent as image/png",
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      "image/png",
      en["idCheck.errorNotImage"],
    ],
    [
      "SVG sent as image/jpeg",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "image/jpeg",
      en["idCheck.errorNotImage"],
    ],
    [
      "a GIF (staff browsers need JPEG, PNG or WebP)",
      new TextEncoder().encode("GIF89a......"),
      "image/gif",
      en["idCheck.errorNotImage"],
    ],
    ["a PDF", new TextEncoder().encode("%PDF-1.7"), "application/pdf", en["idCheck.errorNotImage"]],
    ["an empty file", new Uint8Array(0), "image/jpeg", en["idCheck.errorNotImage"]],
    [
      "a file over 5 MB",
      (() => {
        const b = new Uint8Array(VERIFICATION_FILE_MAX_BYTES + 1);
        b.set(JPEG);
        return b;
      })(),
      "image/jpeg",
      en["idCheck.errorTooLarge"],
    ],
  ])("%s is refused and its file deleted", async (_name, bytes, type, message) => {
    const { t, m } = await world();
    const { storageId, result } = await send(t, m.as, "id", bytes, type);
    expect(result).toMatchObject({ ok: false, code: "invalid", message });
    expect(await fileExists(t, storageId)).toBe(false);
    expect((await m.as.query(api.idVerification.status, {})).id).toEqual({ state: "none" });
  });

  test("an ID without its document type is refused", async () => {
    const { t, m } = await world();
    const { storageId, result } = await send(t, m.as, "id", JPEG, "image/jpeg", null);
    expect(result).toEqual({
      ok: false,
      code: "invalid",
      message: en["idCheck.errorDocumentType"],
      key: "idCheck.errorDocumentType",
    });
    expect(await fileExists(t, storageId)).toBe(false);
  });

  test("another member's photo file cannot be taken over (nor deleted)", async () => {
    const { t, m } = await world();
    const other = await seedMember(t);
    await addProfilePhoto(t, other.id);
    const theirs = await t.run(async (ctx) => (await ctx.db.query("photos").first())!.storageId);
    expect(
      (
        await convexErrorOf(
          m.as.action(api.idVerification.submit, { kind: "id", documentType: "pan", storageId: theirs }),
        )
      ).code,
    ).toBe("conflict");
    expect(await fileExists(t, theirs)).toBe(true);
  });

  test("an oversized file is refused from its metadata without reading its bytes", async () => {
    const { t, m } = await world();
    await m.as.mutation(api.idVerification.generateUploadUrl, { kind: "id" });
    const big = new Uint8Array(VERIFICATION_FILE_MAX_BYTES + 1);
    big.set(JPEG);
    const storageId = await storeFile(t, big, "image/jpeg");
    // convex-test hands the action the very Blob it stored, so spies on it see every read of its bytes.
    let blob: Blob | null = null;
    await t.run(async (ctx) => {
      blob = await ctx.storage.get(storageId);
    });
    if (blob === null) throw new Error("no stored blob");
    const stored: Blob = blob;
    const reads = (["slice", "arrayBuffer", "stream", "text", "bytes"] as const)
      .filter((n) => typeof stored[n] === "function")
      .map((n) => vi.spyOn(stored, n));
    const result = await m.as.action(api.idVerification.submit, { kind: "id", documentType: "pan", storageId });
    expect(result).toMatchObject({ ok: false, code: "invalid", message: en["idCheck.errorTooLarge"] });
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(await fileExists(t, storageId)).toBe(false);
  });

  test("upload URLs are rate limited: the 5th in a row is refused", async () => {
    const { m } = await world();
    for (let i = 0; i < 4; i++) await m.as.mutation(api.idVerification.generateUploadUrl, { kind: "id" });
    const error = await convexErrorOf(m.as.mutation(api.idVerification.generateUploadUrl, { kind: "id" }));
    expect(error.code).toBe("rate_limited");
  });

  test("support agents may neither see the queue nor decide; they see the history on the member record", async () => {
    const { t, support, m } = await world();
    await send(t, m.as, "id");
    const id = await t.run(async (ctx) => (await ctx.db.query("verificationDocuments").first())!._id);
    expect(
      (
        await convexErrorOf(
          support.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }),
        )
      ).code,
    ).toBe("forbidden");
    expect((await convexErrorOf(support.query(api.admin.verifications.get, { id }))).code).toBe("forbidden");
    expect((await convexErrorOf(support.mutation(api.admin.verifications.approve, { id }))).code).toBe("forbidden");
    expect(await support.query(api.admin.verifications.history, { profileId: m.id })).toEqual([]);
  });
});

describe("photo (selfie) verification", () => {
  test("needs a profile photo to compare with; then waits, and approval grants the photo badge and deletes the selfie", async () => {
    const { t, admin, m } = await world();
    expect((await m.as.query(api.idVerification.status, {})).hasProfilePhoto).toBe(false);
    expect((await convexErrorOf(m.as.mutation(api.idVerification.generateUploadUrl, { kind: "photo" }))).message).toBe(
      en["idCheck.errorNoProfilePhoto"],
    );
    await addProfilePhoto(t, m.id);
    const { storageId, result } = await send(t, m.as, "photo");
    expect(result).toEqual({ ok: true });
    const row = (
      await admin.query(api.admin.verifications.list, {
        paginationOpts: { numItems: 10, cursor: null },
        filter: { kind: "photo" },
      })
    ).page[0];
    expect(row).toMatchObject({ kind: "photo", documentType: null });
    await admin.mutation(api.admin.verifications.approve, { id: row!._id });
    expect(await fileExists(t, storageId)).toBe(false);
    expect((await m.as.query(api.idVerification.status, {})).photo.state).toBe("approved");
    expect((await m.as.query(api.idVerification.status, {})).id.state).toBe("none");
  });
});

describe("a badge ends when what it vouched for changes", () => {
  test("the ID badge goes when the name or date of birth changes (member or staff), recorded, and the member is told to send it again", async () => {
    const { t, admin, adminEmail, m } = await world();
    await send(t, m.as, "id");
    const [row] = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    await admin.mutation(api.admin.verifications.approve, { id: row!._id });
    // An edit that keeps the name and date of birth keeps the badge.
    await m.as.mutation(api.members.update, {
      profile: editForm({ fullName: "Lakshmi Devi", dateOfBirth: "14/02/1996", place: "Guntur" }),
    });
    expect((await m.as.query(api.idVerification.status, {})).id.state).toBe("approved");
    await admin.mutation(api.admin.members.update, { id: m.id, patch: { fullName: "Lakshmi Priya" } });
    expect((await m.as.query(api.idVerification.status, {})).id.state).toBe("revoked");
    expect((await t.run(async (ctx) => await ctx.db.get("profiles", m.id)))?.badges?.id).toBeUndefined();
    expect((await admin.query(api.admin.verifications.history, { profileId: m.id }))[0]).toMatchObject({
      kind: "id",
      decision: "revoked",
      by: adminEmail,
    });
    // Verifying again is open.
    expect((await send(t, m.as, "id")).result).toEqual({ ok: true });
  });

  test("the photo badge goes when a photo is added after the check", async () => {
    const { t, admin, m } = await world();
    await addProfilePhoto(t, m.id);
    await send(t, m.as, "photo");
    const [row] = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    await admin.mutation(api.admin.verifications.approve, { id: row!._id });
    expect((await m.as.query(api.idVerification.status, {})).photo.state).toBe("approved");
    const added = await m.as.action(api.photos.add, {
      storageId: await storeFile(t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x4e, 0x57]), "image/jpeg"),
    });
    expect(added.ok).toBe(true);
    expect((await m.as.query(api.idVerification.status, {})).photo.state).toBe("revoked");
    expect((await admin.query(api.admin.verifications.history, { profileId: m.id }))[0]).toMatchObject({
      kind: "photo",
      decision: "revoked",
      by: "member",
    });
  });
});

describe("the member's data export", () => {
  test("holds the decisions and what waits, never a file and never which staff member", async () => {
    const { t, admin, adminEmail, m } = await world();
    await send(t, m.as, "id", JPEG, "image/jpeg", "pan");
    const [row] = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page;
    await admin.mutation(api.admin.verifications.reject, { id: row!._id, reason: "Blurred." });
    const { storageId } = await send(t, m.as, "id", PNG, "image/png", "aadhaar");
    const exported = await m.as.query(api.members.exportMyData, {});
    const data = JSON.parse(exported) as { verification: unknown };
    expect(data.verification).toEqual({
      decisions: [
        {
          kind: "id",
          decision: "rejected",
          by: "staff",
          documentType: "pan",
          reason: "Blurred.",
          at: expect.any(Number),
        },
      ],
      waitingForStaff: [{ kind: "id", documentType: "aadhaar", submittedAt: expect.any(Number) }],
    });
    const url = await t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    expect(exported).not.toContain(storageId);
    expect(exported).not.toContain(String(url));
    expect(exported).not.toContain(adminEmail);
  });
});

describe("the file's link", () => {
  test("works for the admin it was made out to, privately and never stored, and stops when they are no longer an admin", async () => {
    const { t, admin, adminEmail, m } = await world();
    await send(t, m.as, "id");
    const link = async () =>
      (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } })).page[0]
        ?.fileUrl ?? null;
    const first = await link();
    const ok = await fileAt(t, first);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    // Made support: the link handed out before answers 403 at once.
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("staff")
        .withIndex("by_email", (q) => q.eq("email", adminEmail))
        .unique();
      if (row !== null) await ctx.db.patch("staff", row._id, { role: "support" });
    });
    expect((await fileAt(t, first)).status).toBe(403);
    // Removed from staff altogether: the same.
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("staff")
        .withIndex("by_email", (q) => q.eq("email", adminEmail))
        .unique();
      if (row !== null) await ctx.db.delete("staff", row._id);
    });
    expect((await fileAt(t, first)).status).toBe(403);
  });

  test("stops after the decision, and a tampered or another admin's link is refused", async () => {
    const { t, admin, m } = await world();
    await send(t, m.as, "id");
    const row = (await admin.query(api.admin.verifications.list, { paginationOpts: { numItems: 10, cursor: null } }))
      .page[0];
    if (row?.fileUrl === undefined || row.fileUrl === null) throw new Error("no link");
    const url = new URL(row.fileUrl, "https://site.test");
    for (const [name, value] of [
      ["v", "staff:someone@example.com"],
      ["e", String(Number(url.searchParams.get("e")) + 60_000)],
      ["s", "0".repeat(64)],
    ] as const) {
      const tampered = new URL(url);
      tampered.searchParams.set(name, value);
      expect((await fileAt(t, `${tampered.pathname}${tampered.search}`)).status, name).toBe(403);
    }
    await admin.mutation(api.admin.verifications.approve, { id: row._id });
    expect((await fileAt(t, row.fileUrl)).status).toBe(403);
  });
});

describe("housekeeping", () => {
  test("the orphan sweep leaves a waiting file alone", async () => {
    vi.useFakeTimers();
    const { t, m } = await world();
    const { storageId } = await send(t, m.as, "id");
    vi.advanceTimersByTime(ORPHAN_AFTER_MS * 3);
    await t.mutation(internal.housekeeping.deleteOrphanUploads, {});
    expect(await fileExists(t, storageId)).toBe(true);
  });

  test("deleting the account deletes a waiting file", async () => {
    const { t, m } = await world();
    const { storageId } = await send(t, m.as, "id");
    await m.as.mutation(api.members.deleteMyAccount, { confirm: true });
    expect(await fileExists(t, storageId)).toBe(false);
    expect(await t.run(async (ctx) => await ctx.db.query("verificationDocuments").collect())).toEqual([]);
  });
});
