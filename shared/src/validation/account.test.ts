import { describe, expect, it } from "vitest";
import { en } from "../messages";
import { deleteAccountSchema, loginSchema, passwordChangeSchema } from "./account";
import { firstError, validationErrors } from "./errors";

describe("loginSchema", () => {
  it.each([
    [{}],
    [{ email: "", password: "" }],
    [{ email: "ravi@example.com" }],
    [{ email: "ravi@example.com", password: "" }],
    [{ email: "  ", password: "secret1" }],
    [{ password: "secret1" }],
  ])("%j → 'Please fill in all fields.'", (answers) => {
    expect(firstError(loginSchema.safeParse(answers))?.message).toBe(en["login.fillAllFields"]);
  });
  it("lowercases the email and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: " Ravi@Example.COM ", password: " secret1 " })).toEqual({
      email: "ravi@example.com",
      password: " secret1 ",
    });
  });
});

describe("passwordChangeSchema", () => {
  it.each([
    [{}, "currentPassword", en["password.currentRequired"]],
    [{ currentPassword: "old-secret" }, "newPassword", en["password.newRequired"]],
    [
      { currentPassword: "old-secret", newPassword: "12345", confirmPassword: "12345" },
      "newPassword",
      en["register.passwordTooShort"],
    ],
    [{ currentPassword: "old-secret", newPassword: "123456" }, "confirmPassword", en["password.mismatch"]],
    [
      { currentPassword: "old-secret", newPassword: "123456", confirmPassword: "123457" },
      "confirmPassword",
      en["password.mismatch"],
    ],
  ])("%j → %s: %j", (answers, path, message) => {
    expect(firstError(passwordChangeSchema.safeParse(answers))).toEqual({ path, message });
  });
  it("reports every problem in form order", () => {
    const result = passwordChangeSchema.safeParse({
      currentPassword: "",
      newPassword: "123456",
      confirmPassword: "654321",
    });
    expect(validationErrors(result)).toEqual({
      currentPassword: en["password.currentRequired"],
      confirmPassword: en["password.mismatch"],
    });
  });
  it("accepts matching passwords", () => {
    expect(
      passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "123456", confirmPassword: "123456" })
        .success,
    ).toBe(true);
  });
});

describe("deleteAccountSchema", () => {
  it.each([[{}], [{ password: "" }]])("%j → the spec's alert", (answers) => {
    expect(firstError(deleteAccountSchema.safeParse(answers))).toEqual({
      path: "password",
      message: en["deleteAccount.passwordRequired"],
    });
  });
  it("accepts a password", () => {
    expect(deleteAccountSchema.parse({ password: "secret1" })).toEqual({ password: "secret1" });
  });
});

describe("firstError and validationErrors", () => {
  it("are empty on success", () => {
    const ok = deleteAccountSchema.safeParse({ password: "x" });
    expect(firstError(ok)).toBeNull();
    expect(validationErrors(ok)).toEqual({});
  });
});
