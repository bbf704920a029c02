import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { makeProfileCode } from "@matrimony/shared/profileCode";
import { LIMITS } from "./model/limits";
import { api } from "./_generated/api";
import { convexErrorOf, makeT, seedMember } from "./test.fixtures";

describe("search by profile ID (views.openByCode)", () => {
  test("a forwarded code, typed loosely, opens the profile and records the view", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", profileCode: makeProfileCode(1) });
    const sita = await seedMember(t, { gender: "Female", profileCode: makeProfileCode(2), fullName: "Sita" });
    const typed = ` ${sita.code.slice(0, 4).toLowerCase()}-${sita.code.slice(4)} `;
    expect(await ravi.as.mutation(api.views.openByCode, { code: typed })).toEqual({
      status: "found",
      profileId: sita.id,
    });
    expect((await ravi.as.query(api.members.get, { profileId: sita.id }))?.fullName).toBe("Sita");
    expect(await ravi.as.mutation(api.views.openByCode, { code: ravi.code })).toEqual({ status: "own" });
  });

  test("unknown, blocked either way, same gender, pending and paused profiles all answer the same", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male", profileCode: makeProfileCode(10) });
    const blocker = await seedMember(t, { gender: "Female", profileCode: makeProfileCode(11) });
    const blocked = await seedMember(t, { gender: "Female", profileCode: makeProfileCode(12) });
    const brother = await seedMember(t, { gender: "Male", profileCode: makeProfileCode(13) });
    const pending = await seedMember(t, { gender: "Female", status: "pending", profileCode: makeProfileCode(14) });
    const paused = await seedMember(t, { gender: "Female", profileCode: makeProfileCode(15), pausedAt: Date.now() });
    await t.run(async (ctx) => {
      await ctx.db.insert("blocks", { blockerId: blocker.id, blockedId: ravi.id, createdAt: Date.now() });
      await ctx.db.insert("blocks", { blockerId: ravi.id, blockedId: blocked.id, createdAt: Date.now() });
    });
    for (const code of [makeProfileCode(99), blocker.code, blocked.code, brother.code, pending.code, paused.code]) {
      expect(await ravi.as.mutation(api.views.openByCode, { code })).toEqual({ status: "notAvailable" });
    }
    expect(await ravi.as.query(api.views.recent, {})).toEqual([]);
  });

  test("text that is not a code is refused with a clear message", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    for (const code of ["", "hello", "TM12", "TM7K3QXD7", "x".repeat(100)]) {
      expect(await convexErrorOf(ravi.as.mutation(api.views.openByCode, { code }))).toMatchObject({
        code: "invalid",
        message: en["search.codeInvalid"],
        field: "code",
      });
    }
  });

  test("misses count against the member-page limit, so codes cannot be tried in bulk", async () => {
    const t = makeT();
    const ravi = await seedMember(t, { gender: "Male" });
    const capacity = LIMITS.memberPageViews.capacity;
    for (let i = 0; i < capacity; i++) {
      expect(await ravi.as.mutation(api.views.openByCode, { code: makeProfileCode(1000 + i) })).toEqual({
        status: "notAvailable",
      });
    }
    const refused = await convexErrorOf(ravi.as.mutation(api.views.openByCode, { code: makeProfileCode(5000) }));
    expect(refused.code).toBe("rate_limited");
  });
});
