import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import { AuthError } from "./auth/types";
import { errorMessage } from "./errors";

describe("errors in the member's language", () => {
  it.each([
    ["en", "Too many failed sign-ins. Please try again in 10 minutes."],
    ["te", "చాలాసార్లు ప్రయత్నించారు. దయచేసి 10 నిమిషాలు ఆగి మళ్లీ ప్రయత్నించండి."],
  ] as const)("a sign-in lock with its wait (%s)", async (language, text) => {
    await setLanguage(language);
    const locked = new AuthError("rate_limited", "Too many failed sign-ins. Please try again in 10 minutes.", 600);
    expect(errorMessage(locked, "fallback")).toBe(text);
  });

  it("a server error by its key, a server limit with its wait from retryAt", async () => {
    await setLanguage("te");
    const premium = new ConvexError({
      code: "premium_required",
      message: "Contact details are available for paid members only.",
      key: "contact.paidOnly",
    });
    expect(errorMessage(premium, "fallback")).toMatch(/[\u0C00-\u0C7F]/);
    const limited = new ConvexError({
      code: "rate_limited",
      message: "You have opened many member pages in a short time. You can open more in 2 hours.",
      key: "limit.memberPages",
      retryAt: Date.now() + 2 * 3_600_000,
    });
    expect(errorMessage(limited, "fallback")).toContain("2 గంటలు");
    await setLanguage("en");
    expect(errorMessage(limited, "fallback")).toBe(
      "You have opened many member pages in a short time. You can open more in 2 hours.",
    );
  });
});
