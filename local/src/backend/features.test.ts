import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import type { GenericMutationCtx } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { DataModel, Id } from "../../../convex/_generated/dataModel";
import { backfillBirthYears } from "../../../convex/model/members/birthYear";
import { profileDoc } from "../../../convex/test.fixtures";
import { nextValue, startTestStack, TEST_ISSUER, type TestStack } from "../test/stack";
import { registrationForm } from "../test/fixtures";

let stack: TestStack;
beforeEach(async () => {
  stack = await startTestStack();
});
afterEach(async () => {
  await stack.cleanup();
});

let seq = 0;
async function insertProfile(
  ctx: GenericMutationCtx<DataModel>,
  gender: "Male" | "Female",
  subject = `seed${++seq}`,
): Promise<Id<"profiles">> {
  const id = await ctx.db.insert(
    "profiles",
    profileDoc({
      tokenIdentifier: `${TEST_ISSUER}|${subject}`,
      profileCode: `TM${String(++seq).padStart(6, "0")}`,
      fullName: `Member ${seq}`,
      gender,
    }),
  );
  await ctx.db.insert("contacts", {
    profileId: id,
    email: `${subject}@example.com`,
    mobileNumber: `+9190000${String(seq).padStart(5, "0")}`,
  });
  return id;
}

type Page = { page: Array<{ _id: string }>; isDone: boolean; continueCursor: string };

describe("local backend features", () => {
  it("does not repeat a mutation whose response was lost with the connection", async () => {
    const ravi = stack.client("valid:ravi:ravi@example.com");
    await ravi.query(api.members.me, {});
    let drops = 0;
    stack.backend.sync.hooks.beforeMutationResponse = () => {
      if (drops++ === 0) stack.backend.sync.dropAll();
    };
    // A repeated register would fail with "conflict"; the promise must resolve with the first result.
    const id = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    expect(drops).toBeGreaterThanOrEqual(2);
    const count = await stack.backend.run(async (ctx) => (await ctx.db.query("profiles").collect()).length);
    expect(count).toBe(1);
    expect((await ravi.query(api.members.me, {}))?.profile._id).toBe(id);
  });

  it("keeps paginated matches stable (no row dropped or repeated) while rows are inserted and deleted", async () => {
    const ids = await stack.backend.run(async (ctx) => {
      await insertProfile(ctx, "Male", "viewer");
      const out: Id<"profiles">[] = [];
      for (let i = 0; i < 10; i++) out.push(await insertProfile(ctx, "Female"));
      return out;
    });
    const viewer = stack.client("valid:viewer:viewer@example.com");
    const pages: Page[] = [];
    let cursor: string | null = null;
    // As convex-helpers' usePaginatedQuery (web/src/features/home) does: once a page has loaded, it is watched
    // with its end pinned (endCursor), since matches.list reads through streams, which have no server journal.
    for (let i = 0; i < 3; i++) {
      const args = { paginationOpts: { numItems: 4, cursor } };
      const index = i;
      // Every page after the first is answered only once opened (matches.openPage records the grant).
      if (cursor !== null) await viewer.mutation(api.matches.openPage, { cursor });
      const page = (await viewer.query(api.matches.list, args)) as Page;
      pages[i] = page;
      const pinned = page.isDone
        ? args
        : { paginationOpts: { ...args.paginationOpts, endCursor: page.continueCursor } };
      viewer.onUpdate(api.matches.list, pinned, (p) => (pages[index] = p as Page));
      cursor = page.continueCursor;
    }
    const all = () => pages.flatMap((p) => p.page.map((r) => r._id));
    expect(all().sort()).toEqual([...ids].sort());
    const boundary = pages[0]?.page[3]?._id as Id<"profiles">;
    const added = await stack.backend.run(async (ctx) => {
      const out: Id<"profiles">[] = [];
      for (let i = 0; i < 3; i++) out.push(await insertProfile(ctx, "Female"));
      await ctx.db.delete(boundary);
      return out;
    });
    const expected = [...ids.filter((id) => id !== boundary), ...added].sort();
    await expect.poll(() => all().sort(), { timeout: 5000 }).toEqual(expected);
    expect(new Set(all()).size).toBe(all().length);
  });

  it("uploads a file, serves it with its content type, and keeps data, ids and files across a restart", async () => {
    const ravi = stack.client("valid:ravi:ravi@example.com");
    const profileId = await ravi.mutation(api.members.register, { profile: registrationForm("ravi@example.com") });
    const uploadUrl = await ravi.mutation(api.photos.generateUploadUrl, {});
    expect(uploadUrl.startsWith(`${stack.backend.url}/api/storage/upload?token=`)).toBe(true);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const uploaded = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
    const { storageId } = (await uploaded.json()) as { storageId: Id<"_storage"> };
    const added = await ravi.action(api.photos.add, { storageId });
    if (!added.ok) throw new Error(added.message);
    // Photos are served by the HTTP actions through a short-lived signed link, never as a storage URL.
    const photoLink = new URL(added.url ?? "", stack.backend.siteUrl);
    expect(`${photoLink.origin}${photoLink.pathname}`).toBe(`${new URL(stack.backend.siteUrl).origin}/photos`);
    const file = await fetch(photoLink);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect((await fetch(photoLink.href.replace(/s=[0-9a-f]/, "s=x"))).status).toBe(403);
    expect((await fetch(`${stack.backend.url}/api/storage/999_storage`)).status).toBe(404);
    // A used upload URL cannot be used again.
    expect((await fetch(uploadUrl, { method: "POST", body: bytes })).status).toBe(401);

    const backend = await stack.restart();
    const again = stack.http("valid:ravi:ravi@example.com");
    const me = await again.query(api.members.me, {});
    expect(me?.profile._id).toBe(profileId);
    const link = new URL(me?.photos[0]?.url ?? "", backend.siteUrl);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.siteUrl}/photos`);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const reloaded = await fetch(`${backend.url}/api/storage/${storageId}`);
    expect(reloaded.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await reloaded.arrayBuffer())).toEqual(bytes);
    // New ids do not collide with restored ones.
    const other = await stack.backend.run(async (ctx) => await insertProfile(ctx, "Female"));
    expect(other).not.toBe(profileId);
  });

  it("serves the HTTP API for ConvexHttpClient: auth, errors, refusal of bad tokens and unknown functions", async () => {
    const http = stack.http("valid:sita:sita@example.com");
    const id = await http.mutation(api.members.register, {
      profile: registrationForm("sita@example.com", { gender: "Female" }),
    });
    expect((await http.query(api.members.me, {}))?.profile._id).toBe(id);
    const invalid = await http
      .mutation(api.members.register, { profile: registrationForm("sita@example.com") })
      .catch((e: unknown) => e);
    expect((invalid as ConvexError<{ code: string }>).data.code).toBe("conflict");
    const visitor = stack.http();
    const refused = await visitor.query(api.members.me, {}).catch((e: unknown) => e);
    expect((refused as ConvexError<{ code: string }>).data.code).toBe("unauthenticated");
    await expect(stack.http("forged").query(api.members.me, {})).rejects.toThrow(/verify token/);
    await expect(
      stack.http(`valid:eve:eve@example.com:https://other.issuer`).query(api.members.me, {}),
    ).rejects.toThrow(/verify token/);
    const unknown = await fetch(`${stack.backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "members:nope", args: [{}], format: "json" }),
    });
    expect(unknown.status).toBe(560);
    expect(((await unknown.json()) as { errorMessage: string }).errorMessage).toMatch(/Could not find public function/);
  });

  it("confirms a valid token over the WebSocket and reports a bad one as signed out", async () => {
    const good = stack.client("valid:ravi:ravi@example.com");
    const states: boolean[] = [];
    good.setAuth(
      async () => "valid:ravi:ravi@example.com",
      (isAuthenticated) => states.push(isAuthenticated),
    );
    await expect.poll(() => states).toContain(true);
    const bad = stack.client();
    const badStates: boolean[] = [];
    bad.setAuth(
      async () => "garbage",
      (isAuthenticated) => badStates.push(isAuthenticated),
    );
    await expect.poll(() => badStates, { timeout: 10_000 }).toContain(false);
  });
});

describe("subscriptions after commits of every origin", () => {
  it("updates a subscriber after a raw (seeding) commit", async () => {
    await stack.backend.run(async (ctx) => void (await insertProfile(ctx, "Male", "viewer")));
    const viewer = stack.client("valid:viewer:viewer@example.com");
    const args = { paginationOpts: { numItems: 10, cursor: null } };
    expect(((await viewer.query(api.matches.list, args)) as Page).page).toHaveLength(0);
    const grown = nextValue<Page>(
      (onUpdate, onError) => viewer.onUpdate(api.matches.list, args, (p) => onUpdate(p as Page), onError),
      (p) => p.page.length === 1,
    );
    await stack.backend.run(async (ctx) => void (await insertProfile(ctx, "Female")));
    expect((await grown).page).toHaveLength(1);
  });
});

describe("profiles written before birthYear existed, on the local engine", () => {
  it("are listed in an age-range match list, and the backfill gives them birthYear through the by_birthYear index", async () => {
    const year = new Date().getUTCFullYear();
    await stack.backend.run(async (ctx) => {
      await ctx.db.insert(
        "profiles",
        profileDoc({
          tokenIdentifier: `${TEST_ISSUER}|aged`,
          profileCode: "TMAGED01",
          fullName: "Aged viewer",
          gender: "Male",
          matchFilters: { ageRange: { min: 25, max: 30 } },
        }),
      );
      const { birthYear: _derived, ...legacy } = profileDoc({
        tokenIdentifier: `${TEST_ISSUER}|legacy`,
        profileCode: "TMLEGACY",
        fullName: "Legacy bride",
        gender: "Female",
        dateOfBirth: `01/01/${String(year - 28)}`,
      });
      await ctx.db.insert("profiles", legacy);
    });
    const viewer = stack.client("valid:aged:aged@example.com");
    const page = (await viewer.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } })) as {
      page: Array<{ fullName: string }>;
    };
    expect(page.page.map((p) => p.fullName)).toEqual(["Legacy bride"]);
    const updated = await stack.backend.run(async (ctx) => (await backfillBirthYears(ctx, null)).updated);
    expect(updated).toBe(1);
    const stored = await stack.backend.run(async (ctx) =>
      (await ctx.db.query("profiles").collect()).map((p) => p.birthYear ?? null),
    );
    expect(stored).not.toContain(null);
    expect(
      (
        (await viewer.query(api.matches.list, { paginationOpts: { numItems: 10, cursor: null } })) as {
          page: unknown[];
        }
      ).page,
    ).toHaveLength(1);
  });
});
