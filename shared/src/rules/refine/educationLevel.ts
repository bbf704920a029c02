/**
 * An education level from the free-text education a member wrote. Indian degrees are written with a small set
 * of abbreviations; we look for the highest level the text names. Table-driven tests in educationLevel.test.ts.
 */
import type { EducationLevel } from "./options";

/** Highest level first: "M.Tech, B.Tech" is Masters. Patterns match whole words, dots and spaces ignored. */
const PATTERNS: readonly [EducationLevel, RegExp][] = [
  ["Doctorate", /\b(phd|ph d|doctorate|dphil|md|ms surgery|dm|mch)\b/],
  ["Professional", /\b(mbbs|bds|bams|bhms|ca|cs|icwa|cma|llb|ll b|bl|chartered accountant)\b/],
  [
    "Masters",
    /\b(m ?tech|m ?e|m ?sc|m ?a|m ?com|mba|mca|m ?pharm|m ?pharmacy|pgdm|pg|post ?graduat\w*|masters?|m ?ed|ms)\b/,
  ],
  [
    "Bachelors",
    /\b(b ?tech|b ?e|b ?sc|b ?a|b ?com|bba|bca|b ?pharm|b ?pharmacy|b ?arch|b ?ed|graduat\w*|bachelors?|degree)\b/,
  ],
  ["Diploma", /\b(diploma|polytechnic|iti)\b/],
  ["School", /\b(ssc|10th|intermediate|inter|12th|hsc|puc|school)\b/],
];

export function educationLevelOf(text: string | undefined): EducationLevel | "unknown" {
  if (text === undefined) return "unknown";
  // "B.Tech." → "b tech"; "M.Sc(Maths)" → "m sc maths".
  const words = text
    .toLowerCase()
    .replace(/[.()/,&-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "B Tech" and "BTech" both appear; the patterns accept either with "b ?tech".
  for (const [level, pattern] of PATTERNS) if (pattern.test(words)) return level;
  return "unknown";
}
