import { describe, expect, it } from "vitest";
import { accountCopy } from "./copy/account";
import { coreMessages } from "./copy/core";
import { interestsCopy } from "./copy/interests";
import { landingCopy } from "./copy/landing";
import { layoutCopy } from "./copy/layout";
import { memberCopy } from "./copy/member";
import { privacyCopy } from "./copy/privacy";
import { idCheckCopy } from "./copy/idCheck";
import { notificationsCopy } from "./copy/notifications";
import { conversationErrorsCopy } from "./copy/conversationErrors";
import { conversationsCopy } from "./copy/conversations";
import { publicCopy } from "./copy/public";
import { safetyCopy } from "./copy/safety";
import { subscriptionCopy } from "./copy/subscription";
import { verificationCopy } from "./copy/verification";
import { catalogues, en, type MessageKey, t } from "./messages";

/** Every literal text of SPEC §5 and §8 (and the few of §2 and §4 that members see), verbatim. */
const SPEC_TEXTS = [
  // §5
  "Please fill in all fields.",
  "Email is required to proceed.",
  "Please create a password.",
  "Password must be at least 6 characters long.",
  "Enter Full name ",
  "Full Name is required.",
  "Mobile Number is required.",
  "Please specify your profession.",
  "Passwords do not match.",
  "Please enter your password to confirm deletion.",
  "Invalid coupon code",
  "Coupon applied",
  // §8
  "Login failed. Please check your credentials.",
  "Logged in successfully!",
  "Email already in use.",
  "Registration failed.",
  "Registration successful!",
  "User data not found.",
  "Failed to fetch user data.",
  "No matches found.",
  "Photo uploaded successfully.",
  "No profile data found.",
  "Failed to fetch profile data.",
  "Profile updated successfully!",
  "Profile update failed.",
  "Error: No profile data available.",
  "Password reset email sent!",
  "Error sending reset email. Please check your email.",
  "Password updated successfully.",
  "Current password is incorrect.",
  "You need to be logged in to view this page.",
  "Failed to fetch recently viewed profiles. Please try again later.",
  "Failed to log out.",
  "Failed to fetch user data. Please try again.",
  "Failed to save payment details. Please contact support.",
  "Payment process was dismissed. Please try again.",
  "Your account has been deleted successfully.",
  "Payment initiation failed",
  "Error initiating payment",
  "No user data available",
  "No user logged in...",
  "Oops! Page Not Found",
  // §2 and §4
  "Logged out successfully.",
  "Your account is under verification",
  "Please log in to view your subscription details.",
  "Contact details are available for paid members only.",
  "Not Provided",
  "Not provided",
  "Premium Plan: ₹999 (including GST)",
  "Uploading photo...",
  "Upgrade to Premium Plan",
  "Upgrade Your Plan",
  "Pay 1 Rupee",
];

describe("messages catalogue", () => {
  // The areas are spread into one catalogue, so a key written in two areas silently loses one text (the
  // privacy settings' "privacy.title" once replaced the privacy policy's title and its search description).
  it("defines each key in one area only", () => {
    const areas = {
      coreMessages,
      layoutCopy,
      landingCopy,
      publicCopy,
      accountCopy,
      memberCopy,
      subscriptionCopy,
      verificationCopy,
      interestsCopy,
      safetyCopy,
      privacyCopy,
      idCheckCopy,
      notificationsCopy,
      conversationsCopy,
      conversationErrorsCopy,
    };
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, copy] of Object.entries(areas)) {
      for (const key of Object.keys(copy)) {
        const first = owner.get(key);
        if (first !== undefined) twice.push(`${key} (${first}, ${area})`);
        else owner.set(key, area);
      }
    }
    expect(twice).toEqual([]);
    expect(owner.size).toBe(Object.keys(en).length);
  });

  const values = new Set<string>(Object.values(en));
  it.each(SPEC_TEXTS)("contains %j", (text) => {
    expect(values.has(text)).toBe(true);
  });

  it("has the texts with a variable part as templates", () => {
    expect(t("photo.uploadFailed", { error: "network down" })).toBe("Photo upload failed: network down");
    expect(t("deleteAccount.failed", { error: "requires recent login" })).toBe(
      "Error deleting account: requires recent login",
    );
    expect(t("contact.countdown", { n: 42 })).toBe("42s remaining");
  });

  it("keeps the spec's exact spacing", () => {
    expect(en["register.fullNameRequired"]).toBe("Enter Full name ");
    expect(en["contact.notProvided"]).toBe("Not Provided");
    expect(en["account.notProvided"]).toBe("Not provided");
  });

  it("names the legal ages", () => {
    expect(en["validation.underAgeGroom"]).toBe("Grooms must be at least 21 years old to register.");
    expect(en["validation.underAgeBride"]).toBe("Brides must be at least 18 years old to register.");
  });

  it("has every server error key", () => {
    const keys: MessageKey[] = [
      "error.notSignedIn",
      "error.notApproved",
      "error.forbidden",
      "error.notFound",
      "error.profileExists",
      "error.premiumRequired",
      "error.photoNotImage",
      "error.photoTooLarge",
      "error.photoLimit",
      "error.invalidInput",
    ];
    for (const key of keys) expect(en[key].length).toBeGreaterThan(0);
    expect(en["error.photoTooLarge"]).toBe("Photos can be at most 5 MB.");
  });

  it("keys are area.camelCase and texts are not empty", () => {
    for (const [key, text] of Object.entries(en)) {
      expect(key).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});

describe("t", () => {
  it("returns the English text without params", () => {
    expect(t("login.failed")).toBe("Login failed. Please check your credentials.");
  });
  it("leaves unknown placeholders visible", () => {
    expect(t("contact.countdown", {})).toBe("{n}s remaining");
    expect(t("contact.countdown")).toBe("{n}s remaining");
  });
  it("falls back to English for a missing Telugu text, and uses one when present", () => {
    expect(t("login.failed", undefined, "te")).toBe(en["login.failed"]);
    const saved = catalogues.te;
    try {
      catalogues.te = { "contact.countdown": "{n} సెకన్లు మిగిలి ఉన్నాయి" };
      expect(t("contact.countdown", { n: 5 }, "te")).toBe("5 సెకన్లు మిగిలి ఉన్నాయి");
      expect(t("login.failed", undefined, "te")).toBe(en["login.failed"]);
    } finally {
      catalogues.te = saved;
    }
  });
});
