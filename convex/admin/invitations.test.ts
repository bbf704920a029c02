/**
 * Staff email squatting: an email on the staff list is not enough. The role starts
 * only when the invited person opens the invitation mailed to that address, signed in with it, and the
 * identity provider has verified it. A missing `email_verified` claim counts as unverified.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import { invitationMail } from "../model/admin/invitations";
import { convexErrorOf, identityFor, makeT, seedConsole, type T } from "../test.fixtures";

afterEach(() => {
  vi.unstubAllEnvs();
});

const INVITED = "new.support@matrimony.test";

async function invitationToken(t: T, email: string): Promise<string> {
  const jobs = await t.run(async (ctx) => await ctx.db.system.query("_scheduled_functions").collect());
  const token = jobs
    .map((j) => j.args[0] as { email?: string; token?: string })
    .filter((a) => a.email === email)
    .at(-1)?.token;
  if (token === undefined) throw new Error(`no invitation for ${email}`);
  return token;
}

describe("staff invitations", () => {
  test("someone who signs up with an invited staff email, without its mailbox, never becomes staff", async () => {
    const { t, admin } = await seedConsole();
    await admin.mutation(api.admin.staff.add, { email: INVITED, role: "support" });
    // The squatter's identity has the address, even verified by some slip, but not the mailed link.
    const squatter = t.withIdentity(identityFor("squatter", INVITED));
    expect(await convexErrorOf(squatter.query(api.admin.staff.me, {}))).toMatchObject({ code: "forbidden" });
    for (const token of ["", "guess", "x".repeat(43), "A".repeat(500)]) {
      expect(await convexErrorOf(squatter.mutation(api.admin.staff.acceptInvitation, { token }))).toEqual({
        code: "not_found",
        message: en["console.invitationInvalid"],
      });
    }
    expect(await convexErrorOf(squatter.query(api.admin.staff.me, {}))).toMatchObject({ code: "forbidden" });
    expect(
      await t.run(
        async (ctx) =>
          await ctx.db
            .query("staff")
            .withIndex("by_email", (q) => q.eq("email", INVITED))
            .unique(),
      ),
    ).toBeNull();
  });

  test("the link works only for the invited address, only once it is verified, and only once", async () => {
    const { t, admin } = await seedConsole();
    await admin.mutation(api.admin.staff.add, { email: INVITED, role: "support" });
    const token = await invitationToken(t, INVITED);

    const someoneElse = t.withIdentity(identityFor("other", "other@matrimony.test"));
    expect(await convexErrorOf(someoneElse.mutation(api.admin.staff.acceptInvitation, { token }))).toMatchObject({
      code: "forbidden",
      message: en["console.invitationOtherEmail"],
    });
    const { emailVerified: _verified, ...claims } = identityFor("invited", INVITED);
    for (const unverified of [claims, { ...claims, emailVerified: false }]) {
      expect(
        await convexErrorOf(t.withIdentity(unverified).mutation(api.admin.staff.acceptInvitation, { token })),
      ).toMatchObject({
        code: "forbidden",
        message: en["console.invitationUnverified"],
      });
    }
    const invited = t.withIdentity(identityFor("invited", INVITED));
    expect(await invited.mutation(api.admin.staff.acceptInvitation, { token })).toEqual({
      email: INVITED,
      role: "support",
    });
    expect(await invited.query(api.admin.staff.me, {})).toEqual({ email: INVITED, role: "support" });
    expect((await convexErrorOf(invited.mutation(api.admin.staff.acceptInvitation, { token }))).code).toBe("not_found");
  });

  test("a newer invitation replaces the older link, and a link expires after 7 days", async () => {
    vi.useFakeTimers();
    try {
      const { t, admin } = await seedConsole();
      await admin.mutation(api.admin.staff.add, { email: INVITED, role: "support" });
      const first = await invitationToken(t, INVITED);
      await admin.mutation(api.admin.staff.add, { email: INVITED, role: "admin" });
      const second = await invitationToken(t, INVITED);
      const invited = t.withIdentity(identityFor("invited", INVITED));
      expect((await convexErrorOf(invited.mutation(api.admin.staff.acceptInvitation, { token: first }))).code).toBe(
        "not_found",
      );
      vi.advanceTimersByTime(7 * 24 * 3_600_000 + 1);
      expect((await convexErrorOf(invited.mutation(api.admin.staff.acceptInvitation, { token: second }))).code).toBe(
        "not_found",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("staff check", () => {
  test("a staff row's identity without an email_verified claim is not staff (a missing claim counts as unverified)", async () => {
    const t = makeT();
    await t.run(async (ctx) =>
      ctx.db.insert("staff", { email: "agent@matrimony.test", role: "support", createdAt: 0 }),
    );
    const { emailVerified: _v, ...noClaim } = identityFor("agent", "agent@matrimony.test");
    expect(await convexErrorOf(t.withIdentity(noClaim).query(api.admin.staff.me, {}))).toMatchObject({
      code: "forbidden",
    });
    vi.stubEnv("ADMIN_EMAILS", "boot@matrimony.test");
    const { emailVerified: _b, ...bootNoClaim } = identityFor("boot", "boot@matrimony.test");
    expect(await convexErrorOf(t.withIdentity(bootNoClaim).query(api.admin.staff.me, {}))).toMatchObject({
      code: "forbidden",
    });
    expect(
      await t.withIdentity(identityFor("agent", "agent@matrimony.test")).query(api.admin.staff.me, {}),
    ).toMatchObject({ role: "support" });
  });
});

describe("invitation mail", () => {
  test("locally: the local identity's mailbox; in production: Clerk's invitations API with the console link", () => {
    const local = invitationMail(
      {
        CONSOLE_URL: "http://127.0.0.1:5174",
        LOCAL_AUTH_ISSUER: "http://127.0.0.1:3210/auth",
        LOCAL_IDENTITY_ADMIN_SECRET: "s3cret",
      },
      INVITED,
      "TOKEN123",
    );
    expect(local).toMatchObject({ provider: "local", url: "http://127.0.0.1:3210/auth/admin/send-mail" });
    if (local.provider === "none") throw new Error("expected a mail");
    expect(JSON.parse(String(local.init.body))).toMatchObject({
      to: INVITED,
      link: "http://127.0.0.1:5174/?invitation=TOKEN123",
    });

    const clerk = invitationMail(
      { CONSOLE_URL: "https://console.example.com", CLERK_SECRET_KEY: "sk_live_x" },
      INVITED,
      "TOKEN123",
    );
    if (clerk.provider === "none") throw new Error("expected a mail");
    expect(clerk.url).toBe("https://api.clerk.com/v1/invitations");
    expect(JSON.parse(String(clerk.init.body))).toEqual({
      email_address: INVITED,
      redirect_url: "https://console.example.com/?invitation=TOKEN123",
      notify: true,
      ignore_existing: true,
    });
    expect(invitationMail({}, INVITED, "T")).toEqual({ provider: "none", reason: "CONSOLE_URL is not set" });
  });
});
