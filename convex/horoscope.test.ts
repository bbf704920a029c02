/**
 * Horoscope compatibility on the member screens: every match card of a page carries the summary
 * computed on the server, the member page the full result, bride and groom by gender, and nothing when a
 * nakshatram is missing.
 */
import { describe, expect, test } from "vitest";
import { en } from "@matrimony/shared/messages";
import { horoscopeMatch, horoscopeSummary } from "@matrimony/shared/rules/horoscope/index";
import { api } from "./_generated/api";
import { convexErrorOf, editForm, makeT, registrationForm, seedMember } from "./test.fixtures";

const page = { numItems: 50, cursor: null };

describe("horoscope on match cards", () => {
  test("each card carries the viewer's guna and porutham counts, as the shared rules compute them", async () => {
    const t = makeT();
    const groom = await seedMember(t, {
      gender: "Male",
      nakshatram: "Purvashada",
      nakshatraPada: "3",
      rashi: "Dhanussu",
    });
    const bride = await seedMember(t, {
      gender: "Female",
      nakshatram: "Arudra",
      nakshatraPada: "2",
      rashi: "Mithunam",
      createdAt: 3,
    });
    const noStar = await seedMember(t, {
      gender: "Female",
      nakshatram: undefined,
      nakshatraPada: undefined,
      createdAt: 2,
    });
    const another = await seedMember(t, {
      gender: "Female",
      nakshatram: "Moola",
      nakshatraPada: "1",
      rashi: "Dhanussu",
      createdAt: 1,
    });
    const cards = (await groom.as.query(api.matches.list, { paginationOpts: page })).page;
    const byId = new Map(cards.map((c) => [c._id, c.horoscope]));
    const expected = horoscopeSummary(
      { gender: "Male", nakshatram: "Purvashada", nakshatraPada: "3", rashi: "Dhanussu" },
      { gender: "Female", nakshatram: "Arudra", nakshatraPada: "2", rashi: "Mithunam" },
    );
    expect(byId.get(bride.id)).toEqual(expected);
    expect(expected?.guna).toBe(27);
    expect(byId.get(noStar.id)).toBeNull();
    expect(byId.get(another.id)).toEqual(
      horoscopeSummary(
        { gender: "Male", nakshatram: "Purvashada", nakshatraPada: "3" },
        { gender: "Female", nakshatram: "Moola", nakshatraPada: "1" },
      ),
    );
  });

  test("a viewer without a nakshatram sees no horoscope on any card", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Female", nakshatram: undefined });
    await seedMember(t, { gender: "Male", nakshatram: "Rohini" });
    const cards = (await viewer.as.query(api.matches.list, { paginationOpts: page })).page;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.horoscope === null)).toBe(true);
  });

  test("the recently viewed cards carry it too, with the vetoes", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Female", nakshatram: "Ashwini", nakshatraPada: "1" });
    const other = await seedMember(t, { gender: "Male", nakshatram: "Moola", nakshatraPada: "2" });
    await viewer.as.mutation(api.views.record, { profileId: other.id });
    const recent = await viewer.as.query(api.views.recent, {});
    expect(recent[0]?.horoscope?.vetoes).toEqual(["rajju"]);
  });
});

describe("horoscope on the member page", () => {
  test("carries the full Guna Milan and Dasa Porutham, bride and groom by gender whoever looks", async () => {
    const t = makeT();
    const bride = await seedMember(t, {
      gender: "Female",
      nakshatram: "Arudra",
      nakshatraPada: "2",
      rashi: "Mithunam",
    });
    const groom = await seedMember(t, {
      gender: "Male",
      nakshatram: "Purvashada",
      nakshatraPada: "3",
      rashi: "Dhanussu",
    });
    await groom.as.mutation(api.views.record, { profileId: bride.id });
    await bride.as.mutation(api.views.record, { profileId: groom.id });
    const seenByGroom = await groom.as.query(api.members.get, { profileId: bride.id });
    const seenByBride = await bride.as.query(api.members.get, { profileId: groom.id });
    const expected = horoscopeMatch(
      { gender: "Female", nakshatram: "Arudra", nakshatraPada: "2", rashi: "Mithunam" },
      { gender: "Male", nakshatram: "Purvashada", nakshatraPada: "3", rashi: "Dhanussu" },
    );
    expect(seenByGroom?.horoscope).toEqual(expected);
    expect(seenByBride?.horoscope).toEqual(expected);
    expect(seenByGroom?.horoscope?.guna.kootas.map((k) => k.score)).toEqual([1, 1, 1.5, 2, 0.5, 6, 7, 8]);
  });

  test("gives the Pidaparthi panchangam's total with the kootas' own sum, and the same-pada verdict", async () => {
    const t = makeT();
    const groom = await seedMember(t, {
      gender: "Male",
      nakshatram: "Purvashada",
      nakshatraPada: "3",
      rashi: "Dhanussu",
    });
    const pushyami = await seedMember(t, {
      gender: "Female",
      nakshatram: "Pushyami",
      nakshatraPada: "1",
      rashi: "Karkatakam",
    });
    await groom.as.mutation(api.views.record, { profileId: pushyami.id });
    const guna = (await groom.as.query(api.members.get, { profileId: pushyami.id }))?.horoscope?.guna;
    expect([guna?.total, guna?.kootaSum]).toEqual([11, 11.5]);
    const cards = (await groom.as.query(api.matches.list, { paginationOpts: page })).page;
    expect(cards.find((c) => c._id === pushyami.id)?.horoscope).toMatchObject({ guna: 11, porutham: 5 });

    const rohini = await seedMember(t, {
      gender: "Male",
      nakshatram: "Rohini",
      nakshatraPada: "2",
      rashi: "Vrushabham",
    });
    const sameStar = await seedMember(t, {
      gender: "Female",
      nakshatram: "Rohini",
      nakshatraPada: "2",
      rashi: "Vrushabham",
    });
    await rohini.as.mutation(api.views.record, { profileId: sameStar.id });
    const porutham = (await rohini.as.query(api.members.get, { profileId: sameStar.id }))?.horoscope?.porutham;
    expect(porutham?.sameStar).toEqual({ ok: false, reason: "samePada" });
    expect(porutham?.vetoes).toContain("rajju");
  });

  test("is null when the member has not given a nakshatram", async () => {
    const t = makeT();
    const viewer = await seedMember(t, { gender: "Male", nakshatram: "Rohini" });
    const other = await seedMember(t, { gender: "Female", nakshatram: undefined });
    await viewer.as.mutation(api.views.record, { profileId: other.id });
    expect((await viewer.as.query(api.members.get, { profileId: other.id }))?.horoscope).toBeNull();
  });
});

describe("pada and kuja dosham on the profile", () => {
  test("registration stores them; they are optional", async () => {
    const t = makeT();
    const as = t.withIdentity({
      subject: "a",
      issuer: "https://identity.test",
      tokenIdentifier: "https://identity.test|a",
      email: "ravi.kumar@example.com",
      emailVerified: true,
    });
    await as.mutation(api.members.register, {
      profile: registrationForm({ nakshatram: "Krittika", nakshatraPada: "3", rashi: "Vrushabham", kujaDosham: "No" }),
    });
    const me = await as.query(api.members.me, {});
    expect([me?.profile.nakshatraPada, me?.profile.kujaDosham]).toEqual(["3", "No"]);
    const other = t.withIdentity({
      subject: "b",
      issuer: "https://identity.test",
      tokenIdentifier: "https://identity.test|b",
      email: "sita@example.com",
      emailVerified: true,
    });
    await other.mutation(api.members.register, { profile: registrationForm({ email: "sita@example.com" }) });
    const plain = await other.query(api.members.me, {});
    expect([plain?.profile.nakshatraPada, plain?.profile.kujaDosham]).toEqual([undefined, undefined]);
  });

  test("profile edit sets, changes and clears them, and refuses a pada that is not 1 to 4 with a clear message", async () => {
    const t = makeT();
    const m = await seedMember(t);
    await m.as.mutation(api.members.update, { profile: editForm({ nakshatraPada: "2", kujaDosham: "Don't know" }) });
    let me = await m.as.query(api.members.me, {});
    expect([me?.profile.nakshatraPada, me?.profile.kujaDosham]).toEqual(["2", "Don't know"]);
    expect(
      await convexErrorOf(m.as.mutation(api.members.update, { profile: editForm({ nakshatraPada: "5" }) })),
    ).toEqual({
      code: "invalid",
      message: en["validation.invalidOption"],
      field: "nakshatraPada",
    });
    expect(
      (await convexErrorOf(m.as.mutation(api.members.update, { profile: editForm({ kujaDosham: "Maybe" }) }))).field,
    ).toBe("kujaDosham");
    await m.as.mutation(api.members.update, { profile: editForm({ nakshatraPada: "", kujaDosham: "" }) });
    me = await m.as.query(api.members.me, {});
    expect([me?.profile.nakshatraPada, me?.profile.kujaDosham]).toEqual([undefined, undefined]);
  });
});
