import { describe, expect, it } from "vitest";
import { integerInWords, rupeesInWords } from "./amountInWords";
import { documentNumber, MAX_DOCUMENT_NUMBER_LENGTH, MAX_SEQUENCE } from "./documentNumber";
import { financialYearOf, istDate } from "./financialYear";
import { DEFAULT_GST_RATE_BASIS_POINTS, formatRupees, gstFromInclusive, isIntraState } from "./gst";

describe("financial year (April–March, India's day)", () => {
  it.each([
    ["2026-04-01T00:00:00+05:30", 2026, "26-27"],
    ["2026-03-31T18:29:59Z", 2025, "25-26"],
    // 23:00 UTC on 31 March is 04:30 on 1 April in India: the new year.
    ["2026-03-31T23:00:00Z", 2026, "26-27"],
    ["2026-11-28T10:00:00Z", 2026, "26-27"],
    ["2027-01-15T10:00:00Z", 2026, "26-27"],
    ["2099-12-31T10:00:00Z", 2099, "99-00"],
  ])("%s is in FY %i (%s)", (iso, startYear, label) => {
    expect(financialYearOf(Date.parse(iso))).toEqual({ startYear, label });
  });
  it("prints the date as India's calendar day", () => {
    expect(istDate(Date.parse("2026-03-31T23:00:00Z"))).toBe("01/04/2026");
    expect(istDate(Date.parse("2026-11-28T10:00:00Z"))).toBe("28/11/2026");
  });
});

describe("document numbers", () => {
  const fy = financialYearOf(Date.parse("2026-11-28T10:00:00Z"));
  it.each([
    ["invoice", 123, "INV/26-27/000123"],
    ["invoice", 1, "INV/26-27/000001"],
    ["creditNote", 7, "CN/26-27/000007"],
    ["invoice", MAX_SEQUENCE, "INV/26-27/999999"],
  ] as const)("%s %i → %s, within 16 characters", (kind, n, expected) => {
    const number = documentNumber(kind, fy, n);
    expect(number).toBe(expected);
    expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
    expect(number).toMatch(/^[A-Z0-9/-]+$/);
  });
  it.each([0, -1, 1.5, MAX_SEQUENCE + 1])("refuses sequence %s", (n) => {
    expect(() => documentNumber("invoice", fy, n)).toThrow();
  });
});

describe("GST from a tax-inclusive total", () => {
  it.each([
    // total, rate, intra, taxable, cgst, sgst, igst
    [117882, 1800, true, 99900, 8991, 8991, 0],
    [117882, 1800, false, 99900, 0, 0, 17982],
    [100, 1800, true, 85, 7, 8, 0],
    [118000, 1800, false, 100000, 0, 0, 18000],
    [50000, 500, true, 47619, 1190, 1191, 0],
    [10000, 0, false, 10000, 0, 0, 0],
    [0, 1800, true, 0, 0, 0, 0],
  ])("%i paise at %i bp (intra %s)", (total, rate, intra, taxable, cgst, sgst, igst) => {
    const split = gstFromInclusive(total, rate, intra);
    expect(split).toMatchObject({ taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst });
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total);
  });
  it("defaults to 18%", () => expect(DEFAULT_GST_RATE_BASIS_POINTS).toBe(1800));
  it("refuses fractions of a paisa and odd rates", () => {
    expect(() => gstFromInclusive(1.5, 1800, true)).toThrow();
    expect(() => gstFromInclusive(100, 10_001, true)).toThrow();
  });
  it.each([
    ["Andhra Pradesh", { kind: "state", state: "Andhra Pradesh" }, true],
    ["Andhra Pradesh", { kind: "state", state: " andhra  pradesh " }, true],
    ["Andhra Pradesh", { kind: "state", state: "Telangana" }, false],
    ["Telangana", { kind: "abroad" }, false],
    ["Telangana", { kind: "state", state: "" }, false],
  ] as const)("business in %s, member %j → intra-state %s", (business, place, intra) => {
    expect(isIntraState(business, place)).toBe(intra);
  });
  it.each([
    [117882, "1,178.82"],
    [5, "0.05"],
    [10000000, "1,00,000.00"],
    [1234567890, "1,23,45,678.90"],
  ])("formats %i paise as %s", (paise, text) => expect(formatRupees(paise)).toBe(text));
});

describe("amount in words (Indian system)", () => {
  it.each([
    [117882, "Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only"],
    [99900, "Rupees Nine Hundred Ninety Nine Only"],
    [100, "Rupees One Only"],
    [50, "Fifty Paise Only"],
    [0, "Rupees Zero Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [1_250_000_005, "Rupees One Crore Twenty Five Lakh and Five Paise Only"],
    [1_100_011_900, "Rupees One Crore Ten Lakh One Hundred Nineteen Only"],
    [659_900, "Rupees Six Thousand Five Hundred Ninety Nine Only"],
  ])("%i paise", (paise, words) => expect(rupeesInWords(paise)).toBe(words));
  it.each([
    [11, "Eleven"],
    [20, "Twenty"],
    [101, "One Hundred One"],
    [100_000, "One Lakh"],
    [9_999_999, "Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine"],
    [1_000_000_000, "One Hundred Crore"],
  ])("%i", (n, words) => expect(integerInWords(n)).toBe(words));
  it("refuses negatives and fractions", () => {
    expect(() => rupeesInWords(-1)).toThrow();
    expect(() => rupeesInWords(1.5)).toThrow();
  });
});
