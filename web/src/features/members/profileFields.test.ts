import { describe, expect, it } from "vitest";
import type { MessageKey } from "@matrimony/shared/messages";
import { biodataSections, type BiodataProfile } from "../biodata/biodataSections";
import type { BiodataWords } from "../biodata/biodataWords";
import { fieldSections, type SectionWords } from "./profileFields";
import { profileSections } from "./profileSections";
import { makeMember } from "../../test/fixtures";

/** Words that print the key itself, so a test reads which field a row is. */
const keys: SectionWords & BiodataWords = {
  language: "en",
  t: (key: MessageKey) => key,
  option: (_field, value, english) => english ?? value ?? "",
};

const labels = (rows: { label: string }[]) => rows.map((r) => r.label);

describe("one list of fields behind the member page and the biodata", () => {
  const member = makeMember();

  it("puts each field in one section, and no contact field in any", () => {
    const all = Object.values(fieldSections(member, keys)).flatMap(labels);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((l) => /mobile|email|phone|contact/i.test(l))).toEqual([]);
  });

  it("the member page shows the sections' fields, birth details with the personal ones", () => {
    const fields = fieldSections(member, keys);
    const page = profileSections(member);
    expect(page.map((s) => [s.id, s.rows.length])).toEqual([
      ["about", fields.about.length],
      ["personal", fields.personal.length + fields.horoscope.length + 1], // and the gender
      ["family", fields.family.length],
      ["lifestyle", fields.lifestyle.length],
      ["education", fields.education.length],
      ["partner", fields.partner.length],
    ]);
  });

  it("the biodata shows the same fields in the same sections, horoscope apart, empty ones left out", () => {
    const biodata: BiodataProfile = { ...member, gotram: undefined };
    const fields = fieldSections(biodata, keys);
    const shown = biodataSections(biodata, keys, Date.UTC(2026, 10, 28));
    const sheet = (id: string) => labels(shown.find((s) => s.id === id)?.rows ?? []);
    const filled = (rows: { label: string; value: string }[]) => labels(rows.filter((r) => r.value !== ""));
    expect(sheet("personal")).toEqual([
      ...filled(fields.personal).slice(0, 1),
      "profileField.age",
      ...filled(fields.personal).slice(1),
    ]);
    expect(sheet("horoscope")).toEqual(filled(fields.horoscope));
    expect(sheet("horoscope")).not.toContain("profileField.gotram");
    expect(sheet("family")).toEqual(filled(fields.family));
    expect(sheet("education")).toEqual(filled(fields.education));
    expect(sheet("partner")).toEqual(filled(fields.partner));
  });

  it("the biodata's contact lines are only the ones ticked", () => {
    const now = Date.UTC(2026, 10, 28);
    expect(biodataSections(member, keys, now).some((s) => s.id === "contact")).toBe(false);
    const ticked = biodataSections(member, keys, now, { mobileNumber: "+919876543210" }).find(
      (s) => s.id === "contact",
    );
    expect(ticked?.rows).toEqual([{ label: "profileField.mobileNumber", value: "+919876543210", typed: true }]);
  });
});
