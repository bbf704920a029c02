import { describe, expect, it } from "vitest";
import { formatGunas } from "./gunas";
import { prefilledRashi, rashiAfterStarChange, rashiMismatch, rashisForStar } from "./rashiFromStar";

describe("formatGunas", () => {
  it.each([
    [0, "0"],
    [0.5, "½"],
    [1.5, "1½"],
    [29.5, "29½"],
    [36, "36"],
  ])("%s reads %s", (points, text) => expect(formatGunas(points)).toBe(text));
});

describe("rashi from the star", () => {
  it("prefills only when the star and pada fix the rashi", () => {
    expect(prefilledRashi("Rohini", "")).toBe("Vrushabham");
    expect(prefilledRashi("Krittika", "")).toBeUndefined();
    expect(prefilledRashi("Krittika", "1")).toBe("Mesham");
    expect(prefilledRashi("", "2")).toBeUndefined();
    expect(rashisForStar("Krittika", "")).toEqual(["Mesham", "Vrushabham"]);
  });

  it("warns when the chosen rashi is not one the star allows, and only then", () => {
    expect(rashiMismatch("Rohini", "", "Simham")).toEqual(["Vrushabham"]);
    expect(rashiMismatch("Rohini", "", "Vrushabham")).toBeNull();
    expect(rashiMismatch("Krittika", "", "Mesham")).toBeNull();
    expect(rashiMismatch("Krittika", "2", "Mesham")).toEqual(["Vrushabham"]);
    expect(rashiMismatch("Krittika", "", "Kanya")).toEqual(["Mesham", "Vrushabham"]);
    expect(rashiMismatch("", "", "Kanya")).toBeNull();
    expect(rashiMismatch("Rohini", "", "")).toBeNull();
  });

  it("lets a prefilled rashi follow the star but keeps one the member chose", () => {
    expect(
      rashiAfterStarChange(
        { nakshatram: "", nakshatraPada: "", rashi: "" },
        { nakshatram: "Rohini", nakshatraPada: "" },
      ),
    ).toBe("Vrushabham");
    expect(
      rashiAfterStarChange(
        { nakshatram: "Rohini", nakshatraPada: "", rashi: "Vrushabham" },
        { nakshatram: "Makha", nakshatraPada: "" },
      ),
    ).toBe("Simham");
    expect(
      rashiAfterStarChange(
        { nakshatram: "Rohini", nakshatraPada: "", rashi: "Kanya" },
        { nakshatram: "Makha", nakshatraPada: "" },
      ),
    ).toBe("Kanya");
    expect(
      rashiAfterStarChange(
        { nakshatram: "Rohini", nakshatraPada: "", rashi: "" },
        { nakshatram: "Krittika", nakshatraPada: "" },
      ),
    ).toBe("");
  });
});
