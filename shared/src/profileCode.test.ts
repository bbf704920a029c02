import { describe, expect, it } from "vitest";
import {
  isProfileCode,
  makeProfileCode,
  normaliseProfileCode,
  PROFILE_CODE_ALPHABET,
  PROFILE_CODE_SPACE,
  randomProfileCode,
} from "./profileCode";

describe("profile codes", () => {
  it("alphabet leaves out characters confused on the phone", () => {
    for (const c of "0O1IL") expect(PROFILE_CODE_ALPHABET).not.toContain(c);
    expect(new Set(PROFILE_CODE_ALPHABET).size).toBe(PROFILE_CODE_ALPHABET.length);
    expect(PROFILE_CODE_SPACE).toBe(30 ** 6);
  });
  it("makeProfileCode gives TM + 6 characters, distinct for distinct numbers", () => {
    const codes = new Set<string>();
    for (let n = 0; n < 5000; n++) {
      const code = makeProfileCode(n);
      expect(code).toMatch(/^TM[2-9A-HJKMNP-TV-Z]{6}$/);
      expect(isProfileCode(code)).toBe(true);
      codes.add(code);
    }
    expect(codes.size).toBe(5000);
    expect(makeProfileCode(PROFILE_CODE_SPACE - 1)).toMatch(/^TM/);
  });
  it("is deterministic and does not look sequential", () => {
    expect(makeProfileCode(1)).toBe(makeProfileCode(1));
    expect(makeProfileCode(1).slice(0, 6)).not.toBe(makeProfileCode(2).slice(0, 6));
  });
  it.each([-1, 1.5, PROFILE_CODE_SPACE, Number.NaN])("rejects %s", (n) => {
    expect(() => makeProfileCode(n)).toThrow(RangeError);
  });
  it("randomProfileCode uses the random source", () => {
    expect(randomProfileCode(() => 0)).toBe("TM222222");
    expect(randomProfileCode(() => 0.999999)).toBe("TMZZZZZZ");
    expect(randomProfileCode(() => 1)).toBe("TMZZZZZZ"); // a source returning 1 stays in range
    expect(isProfileCode(randomProfileCode(Math.random))).toBe(true);
  });
  it.each([
    ["tm-ab3 4cd", "TMAB34CD"],
    [" TM AB34CD ", "TMAB34CD"],
    ["TM-AB-34-CD", "TMAB34CD"],
  ])("normalises %j → %s", (typed, code) => {
    expect(normaliseProfileCode(typed)).toBe(code);
    expect(isProfileCode(typed)).toBe(true);
  });
  it.each([
    "",
    "TM",
    "TMAB34C",
    "TMAB34CDE",
    "XXAB34CD",
    "TMAB34C0",
    "TMAB34CO",
    "TMAB34CI",
    "TMAB34CL",
    "TMAB34C1",
    "+919876543210",
  ])("%j is not a profile code", (text) => {
    expect(isProfileCode(text)).toBe(false);
  });
});
