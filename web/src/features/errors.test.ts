import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import { appErrorText, waitText } from "./errors";

afterEach(async () => {
  await setLanguage("en");
});

describe("a limit's message (issue 14)", () => {
  const limited = { code: "rate_limited", message: "…", key: "limit.memberPages" as const, retryAt: 1_000_000 + 9 * 60_000 };

  it("says when the member can go on, in English", () => {
    expect(appErrorText(limited, 1_000_000)).toBe("You have opened many member pages in a short time. You can open more in 9 minutes.");
    expect(waitText(2 * 3_600_000, "en")).toBe("2 hours");
  });

  it("and in Telugu, with the wait in Telugu", async () => {
    await setLanguage("te");
    const text = appErrorText(limited, 1_000_000);
    expect(text).toContain("తర్వాత మరిన్ని తెరవవచ్చు");
    expect(text).toContain(waitText(9 * 60_000, "te"));
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
