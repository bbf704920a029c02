import { describe, expect, it } from "vitest";
import { formatDate } from "./features/format";
import { formatPaise } from "./features/subscription/money";
import { browserLanguage, currentLanguage, loadCopy, localizeText, setLanguage, t } from "./i18n";

describe("the first visit follows the browser's language", () => {
  it.each([
    [["te-IN", "en-US"], "te"],
    [["te"], "te"],
    [["en-GB", "te-IN"], "en"],
    [["hi-IN", "te-IN"], "te"],
    [["hi-IN"], "en"],
    [[], "en"],
  ] as const)("%j → %s", (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });
});

describe("switching language", () => {
  it("changes every text, <html lang> and the remembered choice; English is back on switching again", async () => {
    await loadCopy(["member"]);
    expect(t("home.matchesTitle")).toBe("Your matches");
    await setLanguage("te");
    expect(currentLanguage()).toBe("te");
    expect(document.documentElement.lang).toBe("te");
    expect(localStorage.getItem("tm.language")).toBe("te");
    expect(t("home.matchesTitle")).toMatch(/[\u0C00-\u0C7F]/);
    await setLanguage("en");
    expect(document.documentElement.lang).toBe("en");
    expect(t("home.matchesTitle")).toBe("Your matches");
  });

  it("page words asked for while a switch is under way arrive in the language being switched to", async () => {
    // As at boot: the first page's words are asked for before the remembered language has loaded.
    const switching = setLanguage("te");
    const page = loadCopy(["account"]);
    await Promise.all([switching, page]);
    expect(t("login.title")).toBe("లాగిన్");
  });

  it("loads the other language's words for the areas already shown, so no key shows in between", async () => {
    await loadCopy(["subscription"]);
    await setLanguage("te");
    expect(t("onlinePay.billTotal")).not.toBe("onlinePay.billTotal");
    expect(t("onlinePay.billTotal")).toMatch(/[\u0C00-\u0C7F]/);
  });
});

describe("plurals through the library's ICU support, in both languages", () => {
  it.each([
    ["en", 1, "Showing your only match"],
    ["en", 3, "Showing all 3 matches"],
    ["te", 1, "మీకు సరిపడే సంబంధం ఇదొక్కటే"],
    ["te", 3, "మొత్తం 3 సంబంధాలూ చూపిస్తున్నాం"],
  ] as const)("%s, %i: %s", async (language, count, text) => {
    await loadCopy(["member"]);
    await setLanguage(language);
    expect(t("home.allMatchesShown", { count })).toBe(text);
  });
});

describe("the schemas' and the server's English messages in the language on screen", () => {
  it("translates a core message and leaves any other text as it is", async () => {
    await setLanguage("te");
    expect(localizeText("Please fill in all fields.")).toBe(t("login.fillAllFields"));
    expect(localizeText("Please fill in all fields.")).toMatch(/[\u0C00-\u0C7F]/);
    expect(localizeText("Something only a log says")).toBe("Something only a log says");
  });
});

describe("Intl formatting follows the language", () => {
  const JUNE_11_2027 = Date.UTC(2027, 5, 11, 6, 30);
  it.each([
    ["en", "11 Jun 2027", "₹1,17,882"],
    ["te", "11, జూన్ 2027", "₹1,17,882"],
  ] as const)("%s: %s, %s (Indian grouping)", async (language, date, money) => {
    await setLanguage(language);
    expect(formatDate(JUNE_11_2027)).toBe(date);
    expect(formatPaise(11788200)).toBe(money);
  });
});
