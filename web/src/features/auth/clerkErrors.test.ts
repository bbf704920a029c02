import { describe, expect, it } from "vitest";
import { isClerkError, mapped, toAuthError } from "./clerkErrors";
import { AuthError } from "./types";

const clerk = (code: string, message = "m") => ({ errors: [{ code, message, longMessage: `${message} (long)` }] });

describe("Clerk errors as AuthError", () => {
  it.each([
    ["form_identifier_not_found", "invalid_credentials"],
    ["form_password_incorrect", "invalid_credentials"],
    ["form_identifier_exists", "email_in_use"],
    ["form_code_incorrect", "invalid_code"],
    ["verification_expired", "invalid_code"],
    ["form_password_pwned", "invalid_input"],
    ["something_new", "unknown"],
  ])("%s → %s, with Clerk's long message", (code, expected) => {
    const error = toAuthError(clerk(code));
    expect(error.code).toBe(expected);
    expect(error.message).toBe("m (long)");
  });

  it("a failed fetch is a network error; an AuthError passes through", async () => {
    expect(toAuthError(new TypeError("Failed to fetch")).code).toBe("network");
    const own = new AuthError("signed_out", "x");
    await expect(mapped(() => Promise.reject(own))).rejects.toBe(own);
  });

  it("recognises an unknown address (the forgot-password page answers it like a member's)", () => {
    expect(isClerkError(clerk("form_identifier_not_found"), "form_identifier_not_found")).toBe(true);
    expect(isClerkError(clerk("form_password_incorrect"), "form_identifier_not_found")).toBe(false);
    expect(isClerkError(new TypeError("Failed to fetch"), "form_identifier_not_found")).toBe(false);
    expect(isClerkError(null, "form_identifier_not_found")).toBe(false);
  });
});
