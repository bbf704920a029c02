import { describe, expect, it } from "vitest";
import { en } from "../messages";
import { makeProfileEditSchema } from "../schemas";
import { cleanText, hasHiddenCharacters } from "./cleanText";
import { requiredText } from "./fields";

describe("text hygiene", () => {
  it.each([
    ["NUL", "Ravi\u0000Kumar"],
    ["a right-to-left override", "Ravi \u202Egpj.exe"],
    ["a left-to-right isolate", "\u2066Ravi\u2069"],
    ["a lone high surrogate", "Ravi \uD83D"],
    ["a lone low surrogate", "\uDE00 Ravi"],
    ["an escape control", "Ravi\u001B[31m"],
  ])("refuses %s", (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it.each([
    ["plain text", "Ravi Kumar"],
    ["Telugu with ZWNJ", "శ్రీ\u200Cనివాస్"],
    ["an emoji (a valid surrogate pair)", "Ravi 😀"],
    ["a multi-line note", "Line one\nLine two\r\n\tindented"],
  ])("accepts %s", (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  it("strips invisible padding and counts text with nothing visible as empty", () => {
    expect(cleanText("\u200BRavi\uFEFF ")).toBe("Ravi");
    expect(cleanText("\u200B\u200C\u200D \u2060")).toBe("");
    expect(cleanText("శ్రీ\u200Cనివాస్")).toBe("శ్రీ\u200Cనివాస్");
  });
});

describe("in the shared schemas (client and server)", () => {
  const schema = makeProfileEditSchema(Date.UTC(2026, 10, 1), "Male");
  /** The message on `field`, whatever else the partial form lacks. */
  const issueOf = (data: Record<string, unknown>) => {
    const field = Object.keys(data)[0];
    const result = schema.safeParse(data);
    return result.success ? null : (result.error.issues.find((i) => i.path[0] === field)?.message ?? null);
  };

  it("a name with a right-to-left override gets a clear message", () => {
    expect(issueOf({ fullName: "Ravi \u202EKumar" })).toBe(en["validation.hiddenCharacters"]);
  });

  it("a zero-width-only name is empty: the required message, as for a blank one", () => {
    expect(issueOf({ fullName: "\u200B\u200B" })).toBe(issueOf({ fullName: "" }));
    expect(issueOf({ fullName: "" })).not.toBeNull();
  });

  it("free text with NUL is refused; invisible padding is stripped from what is kept", () => {
    expect(issueOf({ companyName: "Hello\u0000" })).toBe(en["validation.hiddenCharacters"]);
    expect(requiredText("Enter Full name ", "name").parse("\u200BRavi Kumar\uFEFF")).toBe("Ravi Kumar");
  });
});
