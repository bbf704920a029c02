import { describe, expect, test } from "vitest";
import { cleanInterestNote, REMOVED_MARK as X, scrubContactDetails } from "./contactScrub";

describe("scrubContactDetails: phone numbers", () => {
  test.each([
    ["plain mobile", "call 9876543210 please", `call ${X} please`],
    ["with country code", "call +91 98765 43210", `call ${X}`],
    ["dashed and dotted", "no: 987-654-3210.", `no: ${X}.`],
    ["in brackets", "(040) 2345 6789 is home", `${X} is home`],
    ["spaced digit by digit", "9 8 7 6 5 4 3 2 1 0", X],
    ["Telugu digits", "నా నంబర్ ౯౮౭౬౫౪౩౨౧౦", `నా నంబర్ ${X}`],
    ["Devanagari digits", "९८७६५४३२१०", X],
    ["English words", "nine eight seven six five four three two one zero call", `${X} call`],
    ["English words with double", "Nine double eight seven six five four three", X],
    ["Telugu words", "తొమ్మిది ఎనిమిది ఏడు ఆరు ఐదు నాలుగు మూడు రెండు", X],
    ["mixed digits and words", "98 seven 6 five 4 three 2 one 0", X],
  ])("%s", (_name, input, expected) => {
    const out = scrubContactDetails(input);
    expect(out.text.trim()).toBe(expected);
    expect(out.removed).toBe(true);
  });

  test.each([
    ["an age and a height", "I am 28, 5 feet 6 inches tall"],
    ["a year", "Graduated in 2019 from JNTU"],
    ["a salary", "earning 12 lakhs a year"],
    ["one and two in a sentence", "I have one brother and two sisters"],
    ["Telugu words that are not digits", "మా కుటుంబం ఆరుగురు, నాలుగు తరాలు"],
    ["a short number", "call me after 6 pm"],
  ])("keeps %s", (_name, input) => {
    expect(scrubContactDetails(input)).toEqual({ text: input, removed: false });
  });
});

describe("scrubContactDetails: emails and links", () => {
  test.each([
    ["email", "mail ravi.kumar@gmail.com today", `mail ${X} today`],
    ["email with spaces", "ravi @ gmail . com", X],
    ["email spelled out", "ravi at gmail dot com", X],
    ["email in brackets", "ravi(at)gmail(dot)com", X],
    ["http link", "see https://example.org/me?x=1 now", `see ${X} now`],
    ["www link", "www.mysite.in", X],
    ["bare domain", "my page is ravikumar.com ok", `my page is ${X} ok`],
    ["WhatsApp link", "wa.me/919876543210", X],
    ["Telegram link", "t.me/ravi", X],
    ["social handle", "insta @ravi_kumar_95", `insta ${X}`],
  ])("%s", (_name, input, expected) => {
    const out = scrubContactDetails(input);
    expect(out.text).toBe(expected);
    expect(out.removed).toBe(true);
  });

  test.each([
    ["at in a sentence", "We met at the temple, what a day."],
    ["a full stop between words", "I like music.Reading too"],
  ])("keeps %s", (_name, input) => {
    expect(scrubContactDetails(input)).toEqual({ text: input, removed: false });
  });
});

describe("cleanInterestNote", () => {
  test.each([
    ["collapses spaces and trims", "  Namaste,\n\n we liked   your profile  ", "Namaste, we liked your profile"],
    ["drops control characters", "hello\u0000\u0007 there", "hello there"],
    ["empty when only contact details are left", " 9876543210 , ravi@gmail.com ", ""],
    ["keeps Telugu", "  మీ ప్రొఫైల్ నచ్చింది  ", "మీ ప్రొఫైల్ నచ్చింది"],
    ["removes a number inside a sentence", "Please call 98490 12345 after 6", `Please call ${X} after 6`],
  ])("%s", (_name, input, expected) => {
    expect(cleanInterestNote(input)).toBe(expected);
  });
});
