/// <reference types="vite/client" />
/**
 * Every Telugu catalogue (te/NAME.ts) against its English twin (../NAME.ts): the same keys, the same
 * {placeholders}, the same numbers, the same paragraph and list layout in long texts, and real Telugu in
 * every message except the few that are the same in both languages (brand names, "{percent}%").
 * `satisfies Record<keyof typeof ..., string>` in each file already makes a missing or extra key a type
 * error; this test also checks what the type system cannot see.
 */
import { describe, expect, it } from "vitest";

/** A catalogue file pair, named by its file name without .ts. */
interface Pair {
  name: string;
  /** Keys whose Telugu is rightly the same as the English (brand names, figures); every other message must differ. */
  sameAsEnglish: readonly string[];
}

const PAIRS: readonly Pair[] = [
  // --- core, layout, landing and public copy (the core/public translator edits only these lines) ---
  { name: "core", sameAsEnglish: [] },
  { name: "layout", sameAsEnglish: ["nav.brand", "footer.facebook", "footer.instagram", "footer.whatsapp"] },
  { name: "landing", sameAsEnglish: ["landing.matchesCount", "landing.verifiedCount"] },
  { name: "public", sameAsEnglish: ["contactUs.whatsappTitle"] },
  // --- account, member and subscription copy (the other translator adds a line each below) ---
  { name: "account", sameAsEnglish: [] },
  { name: "member", sameAsEnglish: ["home.completionValue", "matchCard.casteReligion"] },
  { name: "subscription", sameAsEnglish: [] },
  { name: "interests", sameAsEnglish: [] },
  { name: "privacy", sameAsEnglish: [] },
  { name: "safety", sameAsEnglish: [] },
  { name: "verification", sameAsEnglish: [] },
  { name: "idCheck", sameAsEnglish: [] },
  { name: "notifications", sameAsEnglish: [] },
  { name: "conversations", sameAsEnglish: ["conversations.counter"] },
  { name: "conversationErrors", sameAsEnglish: [] },
  // --- end of the other translator's lines ---
];

/** te/ files this table does not check: options.ts maps option values to labels and has options.test.ts. */
const CHECKED_ELSEWHERE = ["options"];
/**
 * Telugu twins that exist but are not in PAIRS yet. Whoever adds a file's line to PAIRS removes its name here,
 * so a new te/ file can never go unchecked.
 */
const AWAITING_A_LINE: readonly string[] = [];

type Catalogue = Readonly<Record<string, string>>;

const englishModules = import.meta.glob<Record<string, unknown>>("../*.ts", { eager: true });
const teluguModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

/** The one catalogue (an object of strings) a copy module exports. */
function catalogueOf(modules: Record<string, Record<string, unknown>>, path: string): Catalogue {
  const module = modules[path];
  if (!module) throw new Error(`${path} does not exist`);
  const catalogues = Object.values(module).filter(
    (value): value is Catalogue =>
      typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string"),
  );
  if (catalogues.length !== 1)
    throw new Error(`${path} should export exactly one catalogue, found ${catalogues.length}`);
  return catalogues[0]!;
}

function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** Braces that are not a {placeholder}: a translated placeholder name ends up here. */
function strayBraces(message: string): number {
  return message.replace(/\{\w+\}/g, "").replace(/[^{}]/g, "").length;
}

/** Digit groups outside placeholders (prices, ages, hours, dates): translation keeps every figure, adds none. */
function figures(message: string): string[] {
  return [...new Set([...message.replace(/\{\w+\}/g, "").matchAll(/\d+(?:[,.:/]\d+)*/g)].map((m) => m[0]))].sort();
}

/** Paragraphs (blank-line separated) as their lines' kinds: a list item starts with "- ", anything else is text. */
function layout(message: string): string[] {
  return message.split("\n\n").map((paragraph) =>
    paragraph
      .split("\n")
      .map((line) => (line.startsWith("- ") ? "item" : "text"))
      .join(" "),
  );
}

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

const pairs = PAIRS.map((pair) => ({
  ...pair,
  en: catalogueOf(englishModules, `../${pair.name}.ts`),
  te: catalogueOf(teluguModules, `./${pair.name}.ts`),
}));

describe("the pair table", () => {
  it("covers every Telugu catalogue file", () => {
    const files = Object.keys(teluguModules)
      .map((path) => path.replace(/^\.\/(.*)\.ts$/, "$1"))
      .sort();
    expect(files).toEqual([...PAIRS.map((p) => p.name), ...CHECKED_ELSEWHERE, ...AWAITING_A_LINE].sort());
  });
});

for (const { name, en, te, sameAsEnglish } of pairs) {
  describe(`te/${name}.ts against ../${name}.ts`, () => {
    const keys = Object.keys(en);

    it("has exactly the English keys", () => {
      expect(keys.length).toBeGreaterThan(0);
      expect(Object.keys(te).sort()).toEqual([...keys].sort());
    });

    it.each(keys)("%s keeps the placeholders, figures and layout", (key) => {
      const english = en[key]!;
      const telugu = te[key] ?? "";
      expect(placeholders(telugu)).toEqual(placeholders(english));
      expect(strayBraces(telugu)).toBe(strayBraces(english));
      expect(figures(telugu)).toEqual(figures(english));
      expect(layout(telugu)).toEqual(layout(english));
    });

    it.each(keys)("%s is translated", (key) => {
      const telugu = te[key] ?? "";
      if (sameAsEnglish.includes(key)) {
        // The allow-list stays honest: a key on it really is the same in both languages.
        expect(telugu).toBe(en[key]);
      } else {
        expect(telugu).not.toBe(en[key]);
        expect(telugu).toMatch(TELUGU_LETTER);
      }
    });
  });
}
