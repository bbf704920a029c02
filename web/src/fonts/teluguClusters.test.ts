import { describe, expect, it } from "vitest";
import { teluguClusters } from "./teluguClusters";

describe("teluguClusters", () => {
  it.each([
    ["a word of plain letters with vowel signs", "తెలుగు", ["తె", "లు", "గు"]],
    ["a conjunct of three consonants", "లక్ష్మి", ["ల", "క్ష్మి"]],
    ["an independent vowel and anusvara", "అందం", ["అం", "దం"]],
    ["a two-part vowel sign (ై)", "పైన", ["పై", "న"]],
    ["a virama closing the word", "అప్‌లోడ్", ["అ", "ప్‌", "లో", "డ్"]],
    ["a virama with ZWJ joining the next consonant", "క్‍ష", ["క్‍ష"]],
    ["a mark with no letter before it", "ిక", ["ి", "క"]],
    ["Telugu digits, each its own", "౧౨", ["౧", "౨"]],
    ["Telugu between Latin text and spaces", "Ravi గారు, స్వాగతం!", ["గా", "రు", "స్వా", "గ", "తం"]],
    ["no Telugu", "Ravi Chowdary", []],
  ])("%s", (_name, text, clusters) => {
    expect(teluguClusters(text)).toEqual(clusters);
  });
});
