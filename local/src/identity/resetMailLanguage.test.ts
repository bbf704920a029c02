/**
 * The password-reset mail in the member's language: the client sends the app's language, the
 * identity writes the mail in it, and refuses a language it does not speak.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LocalIdentityClient, MemoryStorage } from "@matrimony/shared/localIdentity/client";
import type { Mail } from "./mailbox";
import { testServerForFile } from "../test/identityServer";

// Several reset mails to one address in a row: above the identity's 3-an-hour limit (defences.test.ts holds that).
const running = testServerForFile({ limits: { mailsPerAddressPerHour: 20 } });
beforeAll(async () => {
  await running.server.identity.createUser("sita@example.com", "secret1", "Sita");
  await running.server.identity.createUser("noname@example.com", "secret1");
});

/** The newest mail to `to`, which must carry its reset link. */
async function newestMail(to: string): Promise<Mail & { link: string }> {
  const res = await running.server.call(`/mailbox.json?to=${encodeURIComponent(to)}`);
  const [mail] = res.body.mails as Mail[];
  if (mail?.link === undefined) throw new Error(`no reset mail to ${to}`);
  return { ...mail, link: mail.link };
}

const client = () => new LocalIdentityClient({ baseUrl: running.server.issuer, storage: new MemoryStorage() });

describe("password-reset mail language", () => {
  it.each([
    [
      "te",
      "మీ పాస్‌వర్డ్ మార్చుకోండి",
      ["నమస్కారం Sita గారు,", "కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి 60 నిమిషాల లోపు ఈ లింక్ తెరవండి:", "మీరు అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి"],
    ],
    [
      "en",
      "Reset your password",
      ["Hello Sita,", "Open this link within 60 minutes to choose a new password:", "If you did not ask for it"],
    ],
    [undefined, "Reset your password", ["Hello Sita,", "within 60 minutes"]],
  ] as const)(
    "language %j: the subject and text are in it, with the link and the minutes",
    async (language, subject, lines) => {
      await client().forgotPassword("sita@example.com", language);
      const mail = await newestMail("sita@example.com");
      expect(mail.subject).toBe(subject);
      for (const line of lines) expect(mail.text).toContain(line);
      expect(mail.text).toContain(mail.link);
      expect(new URL(mail.link).searchParams.get("token")).toMatch(/.{20,}/);
      // Telugu mail has no Latin letter but the link and the member's name; the English one no Telugu.
      if (language === "te") expect(mail.text.replace(mail.link, "").replace("Sita", "")).not.toMatch(/[A-Za-z]/);
      else expect(mail.text).not.toMatch(/[\u0C00-\u0C7F]/);
    },
  );

  it("greets without a name when the account has none", async () => {
    await client().forgotPassword("noname@example.com", "te");
    expect((await newestMail("noname@example.com")).text.split("\n")[0]).toBe("నమస్కారం,");
  });

  it("the Telugu link resets the password like the English one", async () => {
    await client().forgotPassword("sita@example.com", "te");
    const token = new URL((await newestMail("sita@example.com")).link).searchParams.get("token") ?? "";
    await client().resetPassword(token, "kotta123");
    await expect(client().signIn({ email: "sita@example.com", password: "kotta123" })).resolves.toMatchObject({
      email: "sita@example.com",
    });
  });

  it.each([["fr"], ["TE"], [""], [1], [["te"]]])(
    "refuses the language %j as invalid input, and sends nothing",
    async (language) => {
      const before = (await running.server.call("/mailbox.json")).body.mails as Mail[];
      const res = await running.server.call("/auth/forgot-password", { body: { email: "sita@example.com", language } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { code: "invalid_request", message: '"language" must be "en" or "te".' },
      });
      expect((await running.server.call("/mailbox.json")).body.mails).toHaveLength(before.length);
    },
  );
});
