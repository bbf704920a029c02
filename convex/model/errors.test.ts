import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { en } from "@matrimony/shared/messages";
import { appError, fail } from "./errors";

function dataOf(run: () => never): unknown {
  try {
    run();
  } catch (e) {
    if (e instanceof ConvexError) return e.data;
    throw e;
  }
  throw new Error("expected a throw");
}

describe("errors carry the message's catalogue key, so the app shows them in the member's language", () => {
  it("fail: code, the English message for logs, its key and the field", () => {
    expect(dataOf(() => fail("invalid", "register.fatherNameRequired", "fatherName"))).toEqual({
      code: "invalid",
      message: en["register.fatherNameRequired"],
      key: "register.fatherNameRequired",
      field: "fatherName",
    });
  });

  it("appError with a catalogue text (a zod message) finds its key; any other text has none", () => {
    expect(
      dataOf(() => {
        throw appError("invalid", en["profile.fullNameRequired"], "fullName");
      }),
    ).toMatchObject({ key: "profile.fullNameRequired" });
    expect(
      dataOf(() => {
        throw appError("invalid", "Something only a log reads");
      }),
    ).toEqual({ code: "invalid", message: "Something only a log reads" });
  });
});
