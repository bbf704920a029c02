/**
 * Profiles written before birthYear existed: they stay in age-range match lists while they wait,
 * and the hourly cron's backfill gives them birthYear in bounded batches, by itself, until none is left.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { BIRTH_YEAR_BATCH, backfillBirthYears } from "./model/members/birthYear";
import { listMatches } from "./model/matching/matches";
import { makeT, profileDoc, seedMember, type T } from "./test.fixtures";

const YEAR_MS = 365.25 * 86_400_000;

/** A DD/MM/YYYY date of birth that makes someone `age` today (100 days past their birthday). */
function dobForAge(age: number): string {
  const d = new Date(Date.now() - age * YEAR_MS - 100 * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

/** Removes birthYear, as on a profile written before it existed. */
async function asLegacy(t: T, id: Id<"profiles">): Promise<void> {
  await t.run(async (ctx) => {
    await ctx.db.patch("profiles", id, { birthYear: undefined });
  });
}

async function matchNames(t: T, viewerId: Id<"profiles">): Promise<string[]> {
  return await t.run(async (ctx) => {
    const viewer = (await ctx.db.get("profiles", viewerId)) as Doc<"profiles">;
    const names: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await listMatches(ctx, viewer, { numItems: 20, cursor });
      names.push(...page.page.map((p) => p.fullName));
      if (page.isDone) return names;
      cursor = page.continueCursor;
    }
  });
}

async function missingBirthYear(t: T): Promise<number> {
  return await t.run(
    async (ctx) => (await ctx.db.query("profiles").collect()).filter((p) => p.birthYear === undefined).length,
  );
}

describe("a profile without birthYear in an age-range match list", () => {
  test("is listed when its age is in range and left out when it is not, before any backfill", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", matchFilters: { ageRange: { min: 25, max: 30 } } });
    const inRange = await seedMember(t, { gender: "Female", fullName: "Old in range", dateOfBirth: dobForAge(27) });
    const outOfRange = await seedMember(t, {
      gender: "Female",
      fullName: "Old out of range",
      dateOfBirth: dobForAge(34),
    });
    await seedMember(t, { gender: "Female", fullName: "New in range", dateOfBirth: dobForAge(26) });
    await asLegacy(t, inRange.id);
    await asLegacy(t, outOfRange.id);
    // Newest first, the old profile in its place among the others.
    expect(await matchNames(t, viewer.id)).toEqual(["New in range", "Old in range"]);
  }, 30_000);
});

describe("housekeeping.backfillBirthYear (hourly cron)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("sets birthYear on every profile lacking it, in batches that schedule the next, then reads nothing", async () => {
    const t = makeT();
    const legacy = BIRTH_YEAR_BATCH * 2 + 37;
    await t.run(async (ctx) => {
      for (let i = 0; i < legacy; i++) {
        const { birthYear: _derived, ...doc } = profileDoc({
          tokenIdentifier: `legacy|${i}`,
          profileCode: `TL${i}`,
          dateOfBirth: `10/01/${1980 + (i % 20)}`,
        });
        await ctx.db.insert("profiles", doc);
      }
      // One profile with a date the backfill cannot read: passed over, never looped on.
      const { birthYear: _none, ...bad } = profileDoc({
        tokenIdentifier: "legacy|bad",
        profileCode: "TLBAD",
        dateOfBirth: "not a date",
      });
      await ctx.db.insert("profiles", bad);
    });
    await seedMember(t, { dateOfBirth: "05/05/1995" });
    expect(await missingBirthYear(t)).toBe(legacy + 1);

    // The cron's run does one batch and schedules the rest.
    expect(await t.mutation(internal.housekeeping.backfillBirthYear, {})).toBe(BIRTH_YEAR_BATCH);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await missingBirthYear(t)).toBe(1);
    const years = await t.run(async (ctx) =>
      (await ctx.db.query("profiles").collect()).map((p) => [p.dateOfBirth.slice(6), p.birthYear ?? null]),
    );
    for (const [text, year] of years) if (text !== "date") expect(year).toBe(Number(text));

    // Done: the next hourly run changes nothing, schedules nothing, and reads only the profile it cannot fix.
    const { updated, read } = await t.run(async (ctx) => {
      const result = await backfillBirthYears(ctx, null);
      return { updated: result.updated, read: (await ctx.meta.getTransactionMetrics()).documentsRead.used };
    });
    expect(updated).toBe(0);
    expect(read).toBeLessThanOrEqual(1);
    expect(await t.mutation(internal.housekeeping.backfillBirthYear, {})).toBe(0);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await missingBirthYear(t)).toBe(1);
  }, 120_000);
});
