import { describe, expect, it } from "vitest";
import { typeDob } from "./dobTyping";

/** Types `keys` one at a time, as a member would. */
function typeAll(keys: string): string {
  let value = "";
  for (const key of keys) value = typeDob(value, value + key);
  return value;
}

describe("typeDob", () => {
  it.each([
    { keys: "05081996", expected: "05/08/1996" },
    { keys: "05/08/1996", expected: "05/08/1996" },
    { keys: "5/8/1996", expected: "05/08/1996" },
    { keys: "15/6/1995", expected: "15/06/1995" },
    { keys: "05-08-1996", expected: "05/08/1996" },
    { keys: "050819961", expected: "05/08/1996" },
  ])("typing $keys gives $expected", ({ keys, expected }) => {
    expect(typeAll(keys)).toBe(expected);
  });

  it("splits eight pasted digits", () => {
    expect(typeDob("", "05081996")).toBe("05/08/1996");
  });

  it("turns a pasted ISO date around", () => {
    expect(typeDob("", "1996-08-05")).toBe("05/08/1996");
  });

  it("leaves deleting alone", () => {
    expect(typeDob("05/", "05")).toBe("05");
    expect(typeDob("05/08/1996", "05/08/199")).toBe("05/08/199");
  });
});
