/**
 * Documents read per page of matches.list with the refine filters on, at 10,000 and 100,000
 * profiles, next to the bare rule. It runs `listMatches` on the local backend's engine (convex-test's, with
 * the sorted indexes of local/src/backend/engine/), so every read goes through the real indexes, and
 * counts Convex's own `documentsRead` metric of each page's transaction. Not timed: reads do not depend on
 * the machine.
 *
 *   npm run bench:match-filters [-- sizes, default 10000,100000]
 *
 * The population is one generated region: half brides, nine castes (a Kamma groom sees ~15% of brides),
 * AP/Telangana/other states, 80% India / 20% NRI preference, ages 21–40, heights 4'10"–6'2", 85% never
 * married, 60% with a photo, 90% with a nakshatram, gotrams from a list of 20 written several ways.
 */
import { CASTES, NAKSHATRAM_VALUES, ANDHRA_PRADESH_DISTRICTS, formatHeight } from "@matrimony/shared/options";
import type { MatchFilters } from "@matrimony/shared/rules/refine/options";
import { seededIntegers, seededPick } from "@matrimony/shared/seededRandom";
import type { Doc, Id } from "../convex/_generated/dataModel";
import { listMatches, MATCH_SCAN_LIMIT } from "../convex/model/matching/matches";
import schema from "../convex/schema";
import { createEngine } from "../local/src/backend/engine";
import { buildModuleMap } from "../local/src/backend/modules";
import { printTable } from "./lib/backendProcess";

const PAGE = 20;
const PAGES = 3;
const BATCH = 1000;
const YEAR_MS = 365.25 * 86_400_000;

const GOTRAMS = [
  "Kashyapa",
  "Kasyapa",
  "Bharadwaja",
  "Bharadvaja",
  "Vasishta",
  "Vashishta",
  "Atreya",
  "Gautama",
  "Kaundinya",
  "Srivatsa",
  "Harita",
  "Shandilya",
  "Kausika",
  "Viswamitra",
  "Jamadagni",
  "Mudgala",
  "Parasara",
  "Agastya",
  "Garga",
  "Angirasa",
];

function dob(age: number, dayOffset: number): string {
  const d = new Date(Date.now() - age * YEAR_MS - dayOffset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

function profile(i: number, next: (n: number) => number) {
  const now = Date.now();
  const female = next(2) === 0;
  const d = dob(21 + next(20), next(365));
  const nri = next(5) === 0;
  return {
    tokenIdentifier: `bench|${i}`,
    profileCode: `TB${i}`,
    residenceType: nri ? ("NRI" as const) : ("India" as const),
    ...(nri ? { country: seededPick(next, ["USA", "UK", "Canada", "Australia"] as const) } : {}),
    fullName: `Bench ${i}`,
    gender: female ? ("Female" as const) : ("Male" as const),
    maritalStatus: next(100) < 85 ? ("Single" as const) : seededPick(next, ["Divorced", "Widowed"] as const),
    dateOfBirth: d,
    birthYear: Number(d.slice(6)),
    height: formatHeight((female ? 58 : 64) + next(11)),
    caste: next(100) < 15 ? ("Kamma" as const) : seededPick(next, CASTES),
    religion: next(10) === 0 ? ("Converted Christian" as const) : ("Hindu" as const),
    ...(next(10) === 0 ? {} : { nakshatram: seededPick(next, NAKSHATRAM_VALUES) }),
    gotram: seededPick(next, GOTRAMS),
    fatherName: "Father",
    motherName: "Mother",
    state: next(100) < 45 ? ("Andhra Pradesh" as const) : next(100) < 82 ? ("Telangana" as const) : ("Other" as const),
    nativePlaceDistrict: seededPick(next, ANDHRA_PRADESH_DISTRICTS),
    presentResidence: "Hyderabad",
    education: seededPick(next, ["B.Tech", "M.Tech", "MBA", "B.Com", "MBBS", "Diploma", "Intermediate", "M.Sc"]),
    profession: "Software Engineer" as const,
    professionSector: seededPick(next, ["Government", "Private", "Business", "Not Working"] as const),
    partnerPreferenceType: next(5) === 0 ? ("NRI" as const) : ("India" as const),
    partnerstate: "Andhra Pradesh" as const,
    partnerprofessionSector: "All" as const,
    status: next(10) === 0 ? ("pending" as const) : ("approved" as const),
    termsAcceptedAt: now,
    registrationDate: new Date(now).toISOString(),
    createdAt: 1_700_000_000_000 + i * 60_000,
    updatedAt: now,
  };
}

const SCENARIOS: [string, MatchFilters][] = [
  ["bare rule (no refine)", {}],
  ["age 25–30", { ageRange: { min: 25, max: 30 } }],
  ["age 25–30 + height 5'0\"–5'6\"", { ageRange: { min: 25, max: 30 }, heightRange: { min: `5'0"`, max: `5'6"` } }],
  ["marital Divorced/Widowed", { maritalStatuses: ["Divorced", "Widowed"] }],
  ["districts Guntur/Krishna", { nativeDistricts: ["Guntur", "Krishna"] }],
  ["with photo only", { withPhotoOnly: true }],
  ["horoscope Required (18)", { horoscope: "required", minGuna: 18 }],
  ["exclude same gotram", { excludeSameGotram: true }],
  [
    "age 25–30 + gotram + Required",
    { ageRange: { min: 25, max: 30 }, excludeSameGotram: true, horoscope: "required", minGuna: 18 },
  ],
  ["age 18–60 (too wide: no year streams)", { ageRange: { min: 18, max: 60 } }],
];

type Measured = { reads: number[]; cards: number[]; bounded: number };

async function main(): Promise<void> {
  const sizes = (process.argv[2] ?? "10000,100000").split(",").map(Number);
  const rows: string[][] = [];
  for (const size of sizes) {
    const engine = await createEngine(schema, buildModuleMap());
    const { t } = engine;
    const next = seededIntegers(size);
    const started = performance.now();
    const storageId = await t.run(
      async (ctx) => await ctx.storage.store(new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" })),
    );
    for (let from = 0; from < size; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, size - from) }, (_, k) => profile(from + k, next));
      const photos = batch.map(() => next(10) < 6);
      await t.run(async (ctx) => {
        for (const [k, p] of batch.entries()) {
          const id: Id<"profiles"> = await ctx.db.insert("profiles", p);
          if (photos[k] === true)
            await ctx.db.insert("photos", {
              profileId: id,
              storageId,
              order: 0,
              contentType: "image/png",
              size: 3,
              createdAt: p.createdAt,
            });
        }
      });
    }
    console.error(`seeded ${size} profiles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // The viewer: a Kamma Hindu groom from Guntur preferring Andhra Pradesh, India, any sector.
    const viewer = profile(size + 1, seededIntegers(1));
    const viewerId = await t.run(async (ctx) =>
      ctx.db.insert("profiles", {
        ...viewer,
        gender: "Male",
        caste: "Kamma",
        religion: "Hindu",
        nakshatram: "Rohini",
        gotram: "Kashyapa",
        partnerPreferenceType: "India",
        status: "approved",
      }),
    );
    const matches = await t.run(async (ctx) => {
      const me = (await ctx.db.get("profiles", viewerId)) as Doc<"profiles">;
      return (
        await ctx.db
          .query("profiles")
          .withIndex("by_match_type_state", (q) =>
            q
              .eq("status", "approved")
              .eq("gender", "Female")
              .eq("caste", me.caste)
              .eq("religion", me.religion)
              .eq("partnerPreferenceType", "India")
              .eq("state", "Andhra Pradesh"),
          )
          .collect()
      ).length;
    });
    console.error(`the rule matches ${matches} of ${size}`);
    for (const [name, filters] of SCENARIOS) {
      await t.run(async (ctx) => {
        await ctx.db.patch("profiles", viewerId, { matchFilters: filters });
      });
      const measured: Measured = { reads: [], cards: [], bounded: 0 };
      let cursor: string | null = null;
      for (let page = 0; page < PAGES; page++) {
        const c: string | null = cursor;
        const r = await t.run(async (ctx) => {
          const me = (await ctx.db.get("profiles", viewerId)) as Doc<"profiles">;
          const before = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
          const result = await listMatches(ctx, me, { numItems: PAGE, cursor: c });
          const after = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
          return { result, read: after - before };
        });
        measured.reads.push(r.read);
        measured.cards.push(r.result.page.length);
        if (!r.result.isDone && r.result.page.length < PAGE) measured.bounded += 1;
        if (r.result.isDone) break;
        cursor = r.result.continueCursor;
      }
      const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(0);
      rows.push([
        size.toLocaleString("en-IN"),
        name,
        String(measured.reads[0] ?? 0),
        String(measured.cards[0] ?? 0),
        mean(measured.reads),
        mean(measured.cards),
        `${measured.bounded}/${measured.reads.length}`,
      ]);
    }
  }
  console.log(
    `\nmatches.list, ${PAGE} cards a page asked, first ${PAGES} pages; a page reads at most ${MATCH_SCAN_LIMIT} profiles (then returns short with a cursor)\n`,
  );
  printTable(["profiles", "filters", "read p1", "cards p1", "read/page", "cards/page", "hit bound"], rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
