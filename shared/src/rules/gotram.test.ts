import { describe, expect, it } from "vitest";
import { KNOWN_GOTRAMS, normaliseGotram, sameGotram } from "./gotram";

describe("normaliseGotram", () => {
  it.each([
    [
      "Kashyapa",
      [
        "Kasyapa",
        "Kashyap",
        "kashyapasa",
        " KASHYAPA ",
        "Kashyapa Gotram",
        "kasyapa gothram",
        "కాశ్యప",
        "కాశ్యప గోత్రం",
        "Kaasyapa",
      ],
    ],
    ["Bharadwaja", ["Bharadwaj", "Bharadvaja", "Bharadhwaja", "Bharatwaj", "bharadwaaja", "భరద్వాజ"]],
    ["Vasishta", ["Vasishtha", "Vashishta", "Vashisht", "Vasista", "Vasishtasa", "వసిష్ఠ"]],
    ["Koundinya", ["Kaundinya", "Kondinya", "Koundinyasa", "కౌండిన్య"]],
    ["Srivatsa", ["Sreevatsa", "Shrivatsa", "Shreevatsa", "Srivatsasa", "శ్రీవత్స"]],
    ["Athreya", ["Atreya", "Aatreya", "Athreyasa", "ఆత్రేయ"]],
    ["Gautama", ["Gowthama", "Gauthama", "Goutama", "Gautam", "Goutham", "గౌతమ"]],
    ["Harita", ["Haritha", "Haritasa", "హరిత"]],
    ["Kaushika", ["Koushika", "Kausika", "Kaushik", "Kowsika", "కౌశిక"]],
    ["Viswamitra", ["Vishwamitra", "Viswamithra", "విశ్వామిత్ర"]],
    ["Sandilya", ["Shandilya", "Sandilyasa", "శాండిల్య"]],
    ["Moudgalya", ["Maudgalya", "Mudgala", "Mudgal", "మౌద్గల్య"]],
    ["Agastya", ["Agasthya", "అగస్త్య"]],
    ["Parashara", ["Parasara", "Parashar", "పరాశర"]],
    ["Dhananjaya", ["Dhanunjaya", "Dhananjay", "ధనంజయ"]],
  ] as const)("brings the spellings of %s to one form", (canonical, spellings) => {
    expect(normaliseGotram(canonical)).toBe(canonical);
    for (const spelling of spellings) expect([spelling, normaliseGotram(spelling)]).toEqual([spelling, canonical]);
  });

  it("keeps distinct gotrams apart", () => {
    const forms = KNOWN_GOTRAMS.map(normaliseGotram);
    expect(new Set(forms).size).toBe(KNOWN_GOTRAMS.length);
    expect(sameGotram("Vatsa", "Srivatsa")).toBe(false);
    expect(sameGotram("Kashyapa", "Koundinya")).toBe(false);
  });

  it("treats a blank or missing gotram as unknown, never as the same", () => {
    expect(normaliseGotram(undefined)).toBeUndefined();
    expect(normaliseGotram("   ")).toBeUndefined();
    expect(normaliseGotram("gotram")).toBe("gotram");
    expect(sameGotram(undefined, undefined)).toBe(false);
    expect(sameGotram("", " ")).toBe(false);
    expect(sameGotram("Kashyapa", undefined)).toBe(false);
  });

  it("compares unknown gotrams by their folded spelling", () => {
    expect(sameGotram("Naidhruva", "naidruva")).toBe(true);
    expect(sameGotram("Naidhruva", "Kashyapa")).toBe(false);
  });

  it("says same for the issue's example spellings", () => {
    expect(sameGotram("Kashyapa", "Kasyapa")).toBe(true);
    expect(sameGotram("kashyap", "KASHYAPA GOTRAM")).toBe(true);
  });
});
