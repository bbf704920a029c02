/**
 * Documents read per page of matches.list with the mutual filter off and on, at 10,000 and 100,000 profiles.
 * Like match-filters.ts it runs `listMatches` on the local backend's engine (convex-test's, with the sorted
 * indexes of local/src/backend/engine/) and counts Convex's own `documentsRead` of each page's transaction.
 *
 *   npm run bench:mutual-matches [-- sizes, default 10000,100000]
 *
 * The population: half brides, nine castes (15% Kamma), AP/Telangana/other states, 80% India / 20% NRI
 * preference, each preferring Andhra Pradesh or Telangana half and half, 30% with an age range of their own
 * (a five-year window somewhere in 21–40), 60% with a photo. The viewer is a Kamma groom from Andhra Pradesh,
 * 29, preferring India and Andhra Pradesh: his mutual matches are the brides preferring Andhra Pradesh whose
 * age range, if any, takes a 29-year-old.
 */
import { CASTES, formatHeight } from "@matrimony/shared/options";
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

function dob(age: number, dayOffset: number): string {
  const d = new Date(Date.now() - age * YEAR_MS - dayOffset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

function profile(i: number, next: (n: number) => number) {
  const now = Date.now();
  const female = next(2) === 0;
  const d = dob(21 + next(20), next(365));
  const nri = next(5) === 0;
  const from = 21 + next(16);
  const ownAge: MatchFilters | undefined = next(10) < 3 ? { ageRange: { min: from, max: from + 5 } } : undefined;
  return {
    tokenIdentifier: `bench|${i}`,
    profileCode: `TB${i}`,
    residenceType: "India" as const,
    fullName: `Bench ${i}`,
    gender: female ? ("Female" as const) : ("Male" as const),
    maritalStatus: "Single" as const,
    dateOfBirth: d,
    birthYear: Number(d.slice(6)),
    height: formatHeight((female ? 58 : 64) + next(11)),
    caste: next(100) < 15 ? ("Kamma" as const) : seededPick(next, CASTES),
    religion: next(10) === 0 ? ("Converted Christian" as const) : ("Hindu" as const),
    fatherName: "Father",
    motherName: "Mother",
    state: next(100) < 45 ? ("Andhra Pradesh" as const) : next(100) < 82 ? ("Telangana" as const) : ("Other" as const),
    nativePlaceDistrict: "Guntur",
    presentResidence: "Hyderabad",
    education: "B.Tech",
    profession: "Software Engineer" as const,
    professionSector: seededPick(next, ["Government", "Private", "Business", "Not Working"] as const),
    partnerPreferenceType: nri ? ("NRI" as const) : ("India" as const),
    partnerstate: next(2) === 0 ? ("Andhra Pradesh" as const) : ("Telangana" as const),
    partnerprofessionSector: "All" as const,
    ...(ownAge === undefined ? {} : { matchFilters: ownAge }),
    status: next(10) === 0 ? ("pending" as const) : ("approved" as const),
    termsAcceptedAt: now,
    registrationDate: new Date(now).toISOString(),
    createdAt: 1_700_000_000_000 + i * 60_000,
    updatedAt: now,
  };
}

const SCENARIOS: [string, MatchFilters, boolean][] = [
  ["mutual off", {}, false],
  ["mutual on", {}, true],
  ["age 25–30, mutual off", { ageRange: { min: 25, max: 30 } }, false],
  ["age 25–30, mutual on", { ageRange: { min: 25, max: 30 } }, true],
];

async function main(): Promise<void> {
  const sizes = (process.argv[2] ?? "10000,100000").split(",").map(Number);
  const rows: string[][] = [];
  for (const size of sizes) {
    const { t } = await createEngine(schema, buildModuleMap());
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
    const viewer = profile(size + 1, seededIntegers(1));
    const viewerId = await t.run(async (ctx) =>
      ctx.db.insert("profiles", {
        ...viewer,
        gender: "Male",
        caste: "Kamma",
        religion: "Hindu",
        state: "Andhra Pradesh",
        dateOfBirth: dob(29, 100),
        birthYear: Number(dob(29, 100).slice(6)),
        partnerPreferenceType: "India",
        partnerstate: "Andhra Pradesh",
        status: "approved",
      }),
    );
    for (const [name, filters, mutualOnly] of SCENARIOS) {
      await t.run(async (ctx) => await ctx.db.patch("profiles", viewerId, { matchFilters: filters }));
      const reads: number[] = [];
      const cards: number[] = [];
      let bounded = 0;
      let cursor: string | null = null;
      for (let page = 0; page < PAGES; page++) {
        const c: string | null = cursor;
        const r = await t.run(async (ctx) => {
          const me = (await ctx.db.get("profiles", viewerId)) as Doc<"profiles">;
          const before = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
          const result = await listMatches(ctx, me, { numItems: PAGE, cursor: c }, { mutualOnly });
          const after = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
          return { result, read: after - before };
        });
        reads.push(r.read);
        cards.push(r.result.page.length);
        if (!r.result.isDone && r.result.page.length < PAGE) bounded += 1;
        if (r.result.isDone) break;
        cursor = r.result.continueCursor;
      }
      const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)).toFixed(0);
      rows.push([
        size.toLocaleString("en-IN"),
        name,
        String(reads[0] ?? 0),
        String(cards[0] ?? 0),
        mean(reads),
        mean(cards),
        `${bounded}/${reads.length}`,
      ]);
    }
  }
  console.log(
    `\nmatches.list, ${PAGE} cards a page asked, first ${PAGES} pages; a page reads at most ${MATCH_SCAN_LIMIT} profiles\n`,
  );
  printTable(["profiles", "list", "read p1", "cards p1", "read/page", "cards/page", "hit bound"], rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
