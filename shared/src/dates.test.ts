import { describe, expect, it } from "vitest";
import {
  ageFromDobText,
  ageOn,
  formatDisplayDate,
  formatIndianDate,
  formatIsoDate,
  MIN_AGE,
  parseDob,
  TERMS_MIN_AGE,
} from "./dates";

/** The instant of local midnight in India (UTC+05:30) starting the given day. */
function istMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - 330 * 60 * 1000;
}

describe("parseDob", () => {
  it.each([
    ["01/01/2000", { day: 1, month: 1, year: 2000 }],
    ["31/12/1999", { day: 31, month: 12, year: 1999 }],
    ["29/02/2000", { day: 29, month: 2, year: 2000 }], // divisible by 400: leap
    ["29/02/2004", { day: 29, month: 2, year: 2004 }],
    ["30/04/1995", { day: 30, month: 4, year: 1995 }],
    [" 05/08/1996 ", { day: 5, month: 8, year: 1996 }],
  ])("%j → %o", (text, dob) => {
    expect(parseDob(text)).toEqual(dob);
  });
  it.each([
    "31/04/1995", // April has 30 days
    "31/06/1995",
    "31/09/1995",
    "31/11/1995",
    "29/02/1999", // not a leap year
    "29/02/1900", // divisible by 100, not 400
    "30/02/2000",
    "00/01/2000",
    "01/00/2000",
    "01/13/2000",
    "32/01/2000",
    "1/1/2000", // day and month need two digits
    "01/1/2000",
    "01/01/00",
    "01-01-2000",
    "2000/01/01",
    "01/01/2000x",
    "",
  ])("%j → null", (text) => {
    expect(parseDob(text)).toBeNull();
  });
});

describe("ageOn (Indian calendar day)", () => {
  const dob = { day: 15, month: 6, year: 2000 };
  it.each([
    [istMidnight(2021, 6, 14), 20],
    [istMidnight(2021, 6, 15) - 1, 20], // 23:59:59.999 IST the day before
    [istMidnight(2021, 6, 15), 21], // the birthday starts in India
    [istMidnight(2021, 6, 16), 21],
    [istMidnight(2021, 12, 31), 21],
    [istMidnight(2022, 1, 1), 21],
  ])("at %i → %i", (ms, age) => {
    expect(ageOn(dob, new Date(ms))).toBe(age);
  });
  it("a 29 February birthday is reached on 1 March in non-leap years", () => {
    const leapling = { day: 29, month: 2, year: 2004 };
    expect(ageOn(leapling, new Date(istMidnight(2025, 2, 28)))).toBe(20);
    expect(ageOn(leapling, new Date(istMidnight(2025, 3, 1)))).toBe(21);
    expect(ageOn(leapling, new Date(istMidnight(2028, 2, 29)))).toBe(24);
  });
  it("ageFromDobText", () => {
    expect(ageFromDobText("15/06/2000", istMidnight(2021, 6, 15))).toBe(21);
    expect(ageFromDobText("31/04/2000", istMidnight(2021, 6, 15))).toBeNull();
  });
  it("legal ages", () => {
    expect(MIN_AGE).toEqual({ Male: 21, Female: 18 });
    expect(TERMS_MIN_AGE).toBe(18);
  });
});

describe("formatting", () => {
  it("formats the expiry date DD/MM/YYYY in India", () => {
    expect(formatIndianDate(istMidnight(2027, 11, 21))).toBe("21/11/2027");
    expect(formatIndianDate(istMidnight(2027, 1, 5))).toBe("05/01/2027");
    // 20:00 UTC on 31 Dec is already 1 Jan in India
    expect(formatIndianDate(Date.UTC(2026, 11, 31, 20, 0))).toBe("01/01/2027");
    expect(formatIndianDate(Date.UTC(2026, 11, 31, 18, 29))).toBe("31/12/2026");
  });
  it("formats display dates", () => {
    expect(formatDisplayDate(istMidnight(2027, 11, 21))).toBe("21 Nov 2027");
    expect(formatDisplayDate(istMidnight(2027, 1, 5))).toBe("5 Jan 2027");
    expect(formatDisplayDate(Date.UTC(2026, 11, 31, 20, 0))).toBe("1 Jan 2027");
  });
  it("formats the registration date as ISO", () => {
    expect(formatIsoDate(Date.UTC(2025, 10, 21, 5, 30))).toBe("2025-11-21T05:30:00.000Z");
  });
});
