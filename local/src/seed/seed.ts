/**
 * Demo data for local mode, written on first start through the real code paths: identities in the local
 * identity, profiles through `members.register` (so every demo form passes the server's validation),
 * portraits through the upload URL and `photos.add`; only what no member function may set (approval,
 * Premium, registration date, staff) is written directly, as an admin would.
 */
import { COUPONS, PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { PHOTO_THUMB_HEIGHT, PHOTO_THUMB_WIDTH } from "@matrimony/shared/rules/photos";
import { DAY_MS } from "@matrimony/shared/rules/premium";
import type { PaginationResult } from "convex/server";
import type { Id } from "../../../convex/_generated/dataModel";
import type { Backend } from "../backend/server";
import type { LocalIdentity } from "../identity";
import { demoMembers, type DemoMember } from "./demoMembers";
import { portraitPng } from "./portrait";

export const DEMO_PASSWORD = "demo1234";
export const ADMIN_EMAIL = "admin@matrimony.local";
export const SUPPORT_EMAIL = "support@matrimony.local";

/** The named demo accounts printed at start-up, each showing one state of the product. */
export const NAMED_DEMO_ACCOUNTS = [
  { email: "ravi@matrimony.local", note: "approved, free (groom: Kamma, Andhra Pradesh)" },
  { email: "lakshmi@matrimony.local", note: "approved, Premium (bride: Reddy, Telangana)" },
  { email: "pending@matrimony.local", note: "registered, awaiting approval" },
  { email: "sravani@matrimony.local", note: "approved bride in Ravi's matches; horoscope with Ravi 27/36 · 7/10" },
  {
    email: "harika@matrimony.local",
    note: "approved bride in Ravi's matches; horoscope with Ravi 11/36 · 5/10, Rajju and Vedha, same gotram",
  },
] as const;

/**
 * Birth stars of the named demo accounts (docs/horoscope.md "Demo members"): Ravi and Sravani are the worked
 * example of telugusourabham.blogspot.com (bride Arudra 2, groom Purvashada 3: 27 gunas in the Pidaparthi
 * panchangam's table); Harika scores low with Ravi (11 gunas in the table, her kootas add up to 11½), with the
 * Rajju and Vedha doshams, and writes Ravi's gotram another way (Kasyapa, his Kashyapa).
 */
export const DEMO_HOROSCOPES = {
  ravi: { nakshatram: "Purvashada", nakshatraPada: "3", rashi: "Dhanussu", gotram: "Kashyapa", kujaDosham: "No" },
  sravani: { nakshatram: "Arudra", nakshatraPada: "2", rashi: "Mithunam", gotram: "Bharadwaja", kujaDosham: "No" },
  harika: {
    nakshatram: "Pushyami",
    nakshatraPada: "1",
    rashi: "Karkatakam",
    gotram: "Kasyapa",
    kujaDosham: "Don't know",
  },
} as const;

export type SeedLogin = { email: string; password: string; note: string };

type SeedOptions = {
  backend: Backend;
  identity: LocalIdentity;
  issuer: string;
  members?: number;
  log?: (line: string) => void;
};

function namedMembers(now: Date): DemoMember[] {
  const [ravi, lakshmi, pending, sravani, harika] = demoMembers(5, 7, now);
  if (!ravi || !lakshmi || !pending || !sravani || !harika) throw new Error("demo generator gave too few members");
  // The brides Ravi's rule matches: Kamma, Hindu, from Andhra Pradesh, preferring India.
  const ravisBride = {
    gender: "Female",
    caste: "Kamma",
    religion: "Hindu",
    state: "Andhra Pradesh",
    nativePlaceDistrict: "Krishna",
    partnerPreferenceType: "India",
    partnerstate: "Andhra Pradesh",
    partnerprofessionSector: "All",
    residenceType: "India",
    country: "",
    otherCountry: "",
    nativeStateOther: "",
    nriCountry: "",
    otherProfession: "",
  } as const;
  const named = (
    m: DemoMember,
    email: string,
    form: Record<string, string | number | boolean>,
    status: DemoMember["status"],
    premiumDaysLeft: number | null,
  ): DemoMember => ({
    ...m,
    email,
    form: { ...m.form, email, ...form },
    status,
    premiumDaysLeft,
    registeredDaysAgo: 30,
  });
  return [
    named(
      ravi,
      "ravi@matrimony.local",
      {
        fullName: "Ravi Chowdary",
        gender: "Male",
        caste: "Kamma",
        religion: "Hindu",
        state: "Andhra Pradesh",
        nativePlaceDistrict: "Guntur",
        partnerPreferenceType: "India",
        partnerstate: "Andhra Pradesh",
        partnerprofessionSector: "All",
        dateOfBirth: "14/03/1994",
        height: `5'9"`,
        profession: "Software Engineer",
        professionSector: "Private",
        ...DEMO_HOROSCOPES.ravi,
      },
      "approved",
      null,
    ),
    named(
      lakshmi,
      "lakshmi@matrimony.local",
      {
        fullName: "Lakshmi Reddy",
        gender: "Female",
        caste: "Reddy",
        religion: "Hindu",
        state: "Telangana",
        nativePlaceDistrict: "Warangal",
        partnerPreferenceType: "India",
        partnerstate: "Telangana",
        partnerprofessionSector: "All",
        dateOfBirth: "02/11/1997",
        height: `5'4"`,
        profession: "Doctor",
        professionSector: "Private",
      },
      "approved",
      200,
    ),
    named(
      pending,
      "pending@matrimony.local",
      { fullName: "Prasanna Kumar", gender: "Male", caste: "Kapu", religion: "Hindu", dateOfBirth: "21/06/1995" },
      "pending",
      null,
    ),
    // Registered a day or two ago, so they open Ravi's matches (newest first).
    {
      ...named(
        sravani,
        "sravani@matrimony.local",
        {
          ...ravisBride,
          fullName: "Sravani Kommineni",
          dateOfBirth: "09/07/1998",
          height: `5'3"`,
          profession: "Teacher",
          professionSector: "Government",
          ...DEMO_HOROSCOPES.sravani,
        },
        "approved",
        null,
      ),
      registeredDaysAgo: 1,
    },
    {
      ...named(
        harika,
        "harika@matrimony.local",
        {
          ...ravisBride,
          fullName: "Harika Yarlagadda",
          dateOfBirth: "23/01/1997",
          height: `5'2"`,
          profession: "Chartered Accountant",
          professionSector: "Private",
          ...DEMO_HOROSCOPES.harika,
        },
        "approved",
        null,
      ),
      registeredDaysAgo: 2,
    },
  ];
}

/**
 * Portraits for the first MEMBERS_WITH_PORTRAITS members: each costs an upload, the photos.add action and
 * three commits, a third of a member's seeding; past that, members have none (a larger demo shows lists
 * and search at scale, not more faces). Ravi and every seventh member have none, to show the 75% prompt.
 */
const MEMBERS_WITH_PORTRAITS = 303;

function hasPortrait(m: DemoMember, position: number): boolean {
  return position < MEMBERS_WITH_PORTRAITS && m.email !== "ravi@matrimony.local" && position % 7 !== 3;
}

/** The identities that have a profile already, read in pages (one transaction may read only so much). */
async function seededIdentities(backend: Backend): Promise<Set<string>> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const after: string | null = cursor;
    const page: PaginationResult<string> = await backend.run(async (ctx) => {
      const result = await ctx.db.query("profiles").paginate({ numItems: 1000, cursor: after });
      return { ...result, page: result.page.map((p) => p.tokenIdentifier) };
    });
    for (const token of page.page) seen.add(token);
    cursor = page.isDone ? null : page.continueCursor;
  } while (cursor !== null);
  return seen;
}

/** True once the demo data exists (the admin's staff row is written last). */
async function alreadySeeded(backend: Backend): Promise<boolean> {
  return await backend.run(async (ctx) => {
    const row = await ctx.db
      .query("staff")
      .withIndex("by_email", (q) => q.eq("email", ADMIN_EMAIL))
      .unique();
    return row !== null;
  });
}

/** Demo portraits as a member's phone uploads them: a larger original and its card-size copy. */
const PORTRAIT = { width: 2 * PHOTO_THUMB_WIDTH, height: 2 * PHOTO_THUMB_HEIGHT };
const PORTRAIT_THUMB = { width: PHOTO_THUMB_WIDTH, height: PHOTO_THUMB_HEIGHT };

async function uploadPortrait(
  backend: Backend,
  as: { identity: { subject: string; issuer: string; email: string; emailVerified: boolean } },
  hue: number,
): Promise<void> {
  const upload = async (png: Uint8Array<ArrayBuffer>) => {
    const uploadUrl = await backend.runMutation<string>("photos:generateUploadUrl", {}, as);
    const response = await fetch(uploadUrl, {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: new Blob([png], { type: "image/png" }),
    });
    if (!response.ok) throw new Error(`portrait upload failed: ${response.status}`);
    return ((await response.json()) as { storageId: string }).storageId;
  };
  const storageId = await upload(portraitPng(hue, PORTRAIT));
  const thumbStorageId = await upload(portraitPng(hue, PORTRAIT_THUMB));
  const added = await backend.runAction<{ ok: boolean; message?: string }>(
    "photos:add",
    { storageId, thumbStorageId },
    as,
  );
  if (!added.ok) throw new Error(`portrait refused: ${added.message ?? ""}`);
}

async function seedMember(options: SeedOptions, m: DemoMember, userId: string, withPortrait: boolean): Promise<void> {
  const { backend, issuer } = options;
  const as = { identity: { subject: userId, issuer, email: m.email, emailVerified: true } };
  const profileId = await backend.runMutation<Id<"profiles">>("members:register", { profile: m.form }, as);
  if (withPortrait) await uploadPortrait(backend, as, m.portraitHue);
  const now = Date.now();
  const createdAt = now - m.registeredDaysAgo * DAY_MS - Math.floor(Math.random() * DAY_MS);
  const premiumUntil = m.premiumDaysLeft === null ? undefined : now + m.premiumDaysLeft * DAY_MS;
  await backend.run(async (ctx) => {
    await ctx.db.patch("profiles", profileId, {
      status: m.status,
      ...(m.status === "rejected" ? { statusReason: "The photos do not match the profile details." } : {}),
      ...(m.status === "suspended" ? { statusReason: "Reported by several members; under review." } : {}),
      createdAt,
      registrationDate: new Date(createdAt).toISOString(),
      premiumUntil,
    });
    // A member past approval had their first photos approved with the profile (model/admin/photoQueue.ts).
    if (m.status !== "pending") {
      for (const photo of await ctx.db
        .query("photos")
        .withIndex("by_profileId_and_order", (q) => q.eq("profileId", profileId))
        .collect()) {
        await ctx.db.patch("photos", photo._id, { reviewState: undefined });
      }
    }
    if (premiumUntil !== undefined) {
      const paidAt = premiumUntil - 365 * DAY_MS;
      await ctx.db.insert("payments", {
        profileId,
        provider: "razorpay",
        orderId: `order_demo${profileId.slice(-10)}`,
        paymentId: `pay_demo${profileId.slice(-10)}`,
        amountPaise: PREMIUM_CHARGE.amountPaise,
        currency: PREMIUM_CHARGE.currency,
        status: "paid",
        paidAt,
        premiumUntil,
        createdAt: paidAt,
      });
    }
  });
}

/**
 * Seed staff, the named demo accounts and `members` generated members (default 300), once: a data folder
 * that already holds them is left as it is. Returns the logins to print.
 */
export async function seedDemoData(options: SeedOptions): Promise<SeedLogin[]> {
  const { backend, identity, log = () => undefined } = options;
  const logins: SeedLogin[] = [
    { email: ADMIN_EMAIL, password: DEMO_PASSWORD, note: "admin (console)" },
    { email: SUPPORT_EMAIL, password: DEMO_PASSWORD, note: "support agent (console)" },
    ...NAMED_DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, note: a.note })),
  ];
  // The plan catalogue is seeded as a deploy seeds it, on every start (it adds only missing plans).
  await backend.runMutation("plans:seedCatalogue", {});
  if (await alreadySeeded(backend)) return logins;

  const now = new Date();
  const people = [...namedMembers(now), ...demoMembers(options.members ?? 300, 2026, now)];
  log(`Seeding ${people.length} demo members (first start only)...`);
  const started = Date.now();
  // Every login at once, with one shared hash of the demo password: a scrypt hash per member (about
  // 50 ms of CPU each) and a save of the whole account file per member made 10,000 members take 19 minutes.
  const userIds = await identity.importUsers(
    [
      ...people.map((m) => ({ email: m.email, name: String(m.form.fullName) })),
      { email: SUPPORT_EMAIL, name: "Support" },
      { email: ADMIN_EMAIL, name: "Admin" },
    ],
    DEMO_PASSWORD,
  );
  const userIdOf = (email: string): string => {
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`the local identity returned no account for ${email}`);
    return id;
  };
  // A start interrupted while seeding left some members behind: those are kept as they are.
  const seeded = await seededIdentities(backend);
  // A few at a time: uploads and actions overlap while the backend handles one commit at a time.
  const batch = 32;
  for (let i = 0; i < people.length; i += batch) {
    await Promise.all(
      people.slice(i, i + batch).map(async (m, j) => {
        const userId = userIdOf(m.email);
        if (!seeded.has(`${options.issuer}|${userId}`)) await seedMember(options, m, userId, hasPortrait(m, i + j));
      }),
    );
  }
  await backend.run(async (ctx) => {
    // The /pay calculator's two codes (SPEC §3) as real coupons, for trying plans with a coupon locally.
    for (const [code, percent] of Object.entries(COUPONS)) {
      await ctx.db.insert("coupons", {
        code,
        kind: "percent",
        value: percent,
        uses: 0,
        active: true,
        updatedAt: Date.now(),
      });
    }
    await ctx.db.insert("staff", { email: SUPPORT_EMAIL, role: "support", addedBy: "seed", createdAt: Date.now() });
    await ctx.db.insert("staff", { email: ADMIN_EMAIL, role: "admin", addedBy: "seed", createdAt: Date.now() });
  });
  await backend.flush();
  log(`Seeded ${people.length} members in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return logins;
}
