/**
 * The badges module: the profile's badges and the `verifications` history move together, a
 * repeated grant or revoke records nothing twice, and badgesOf reads exactly what was granted.
 */
import { describe, expect, test } from "vitest";
import { badgesOf, grantBadge, heldBadges, revokeBadge } from "./model/verification/badges";
import { makeT, seedMember } from "./test.fixtures";

describe("badges", () => {
  test("grant, grant again, revoke, revoke again: badge and history stay in step", async () => {
    const t = makeT();
    const m = await seedMember(t);
    const result = await t.run(async (ctx) => {
      const first = await grantBadge(ctx, m.id, "mobile", "member");
      const second = await grantBadge(ctx, m.id, "mobile", "member");
      await grantBadge(ctx, m.id, "id", "admin@matrimony.test", { documentType: "passport" });
      const afterGrant = await ctx.db.get("profiles", m.id);
      const revoked = await revokeBadge(ctx, m.id, "mobile", "member", "number changed");
      const revokedAgain = await revokeBadge(ctx, m.id, "mobile", "member", "number changed");
      const afterRevoke = await ctx.db.get("profiles", m.id);
      const history = await ctx.db
        .query("verifications")
        .withIndex("by_profileId", (q) => q.eq("profileId", m.id))
        .collect();
      return { first, second, afterGrant, revoked, revokedAgain, afterRevoke, history };
    });
    expect(result.first).toEqual({ granted: true });
    expect(result.second).toEqual({ granted: false });
    expect(result.afterGrant === null ? null : badgesOf(result.afterGrant)).toEqual({
      mobile: true,
      email: false,
      id: true,
      photo: false,
    });
    expect(result.afterGrant === null ? [] : heldBadges(result.afterGrant)).toEqual(["mobile", "id"]);
    expect(result.revoked).toEqual({ revoked: true });
    expect(result.revokedAgain).toEqual({ revoked: false });
    expect(result.afterRevoke === null ? null : badgesOf(result.afterRevoke)).toEqual({
      mobile: false,
      email: false,
      id: true,
      photo: false,
    });
    expect(result.history.map((h) => [h.kind, h.decision, h.by, h.documentType ?? null, h.reason ?? null])).toEqual([
      ["mobile", "granted", "member", null, null],
      ["id", "granted", "admin@matrimony.test", "passport", null],
      ["mobile", "revoked", "member", null, "number changed"],
    ]);
  });

  test("a profile without badges holds none", () => {
    expect(badgesOf({ badges: undefined })).toEqual({ mobile: false, email: false, id: false, photo: false });
    expect(badgesOf({ badges: { photo: 1 } })).toEqual({ mobile: false, email: false, id: false, photo: true });
  });

  test("an unknown profile is refused", async () => {
    const t = makeT();
    const m = await seedMember(t);
    await t.run(async (ctx) => {
      await ctx.db.delete("profiles", m.id);
    });
    await expect(t.run(async (ctx) => await grantBadge(ctx, m.id, "email", "system"))).rejects.toThrow();
  });
});
