import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { convexErrorOf, makeT, seedMember, storeFile, type T } from "./test.fixtures";

async function addApprovedPhoto(t: T, profileId: Id<"profiles">) {
  const storageId = await storeFile(t, new Uint8Array([137, 80, 78, 71]), "image/png");
  await t.run(
    async (ctx) =>
      await ctx.db.insert("photos", {
        profileId,
        storageId,
        order: 0,
        contentType: "image/png",
        size: 4,
        createdAt: Date.now(),
      }),
  );
}

describe("photo requests", () => {
  test("a member asks once, the owner is notified and shows their hidden photos to that member only", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const kiran = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female", photoVisibility: "accepted" });
    await addApprovedPhoto(t, sita.id);
    await ravi.as.mutation(api.views.record, { profileId: sita.id });
    await kiran.as.mutation(api.views.record, { profileId: sita.id });
    expect((await ravi.as.query(api.members.get, { profileId: sita.id }))?.photos).toEqual([]);
    expect(await ravi.as.query(api.photoRequests.between, { profileId: sita.id })).toEqual({
      canAsk: true,
      asked: false,
      theyAsked: false,
      allowed: false,
    });

    await ravi.as.mutation(api.photoRequests.ask, { profileId: sita.id });
    const again = await convexErrorOf(ravi.as.mutation(api.photoRequests.ask, { profileId: sita.id }));
    expect(again).toMatchObject({ code: "conflict", message: en["photoRequest.alreadyAsked"] });
    const inbox = await sita.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(JSON.stringify(inbox)).toContain("photoRequest");
    expect(await sita.as.query(api.photoRequests.between, { profileId: ravi.id })).toMatchObject({
      theyAsked: true,
      allowed: false,
    });

    await sita.as.mutation(api.photoRequests.allow, { profileId: ravi.id });
    expect(await sita.as.query(api.photoRequests.between, { profileId: ravi.id })).toMatchObject({
      theyAsked: true,
      allowed: true,
    });
    expect((await ravi.as.query(api.members.get, { profileId: sita.id }))?.photos).toHaveLength(1);
    expect((await kiran.as.query(api.members.get, { profileId: sita.id }))?.photos).toEqual([]);
  });

  test("asking a member whose photos one already sees is refused; the owner cannot allow a member who did not ask", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female" });
    await addApprovedPhoto(t, sita.id);
    const refused = await convexErrorOf(ravi.as.mutation(api.photoRequests.ask, { profileId: sita.id }));
    expect(refused).toMatchObject({ code: "conflict", message: en["photoRequest.notNeeded"] });
    const notAsked = await convexErrorOf(sita.as.mutation(api.photoRequests.allow, { profileId: ravi.id }));
    expect(notAsked).toMatchObject({ code: "not_found", message: en["photoRequest.notYours"] });
  });

  test("a member without photos can be asked; blocked or unknown members answer not found", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female" });
    const latha = await seedMember(t, { gender: "Female" });
    await ravi.as.mutation(api.photoRequests.ask, { profileId: sita.id });
    await t.run(
      async (ctx) => await ctx.db.insert("blocks", { blockerId: latha.id, blockedId: ravi.id, createdAt: Date.now() }),
    );
    expect(await convexErrorOf(ravi.as.mutation(api.photoRequests.ask, { profileId: latha.id }))).toMatchObject({
      code: "not_found",
    });
    expect(await convexErrorOf(ravi.as.mutation(api.photoRequests.ask, { profileId: "nonsense" }))).toMatchObject({
      code: "not_found",
    });
    expect(await ravi.as.query(api.photoRequests.between, { profileId: latha.id })).toBeNull();
  });

  test("deleting either member's account takes their requests and grants with it", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const sita = await seedMember(t, { gender: "Female", photoVisibility: "staff" });
    const latha = await seedMember(t, { gender: "Female" });
    await addApprovedPhoto(t, sita.id);
    await ravi.as.mutation(api.photoRequests.ask, { profileId: sita.id });
    await sita.as.mutation(api.photoRequests.allow, { profileId: ravi.id });
    await ravi.as.mutation(api.photoRequests.ask, { profileId: latha.id });
    await ravi.as.mutation(api.members.deleteMyAccount, { confirm: true });
    const left = await t.run(async (ctx) => ({
      requests: await ctx.db.query("photoRequests").collect(),
      grants: await ctx.db.query("photoGrants").collect(),
    }));
    expect(left).toEqual({ requests: [], grants: [] });
  });
});
