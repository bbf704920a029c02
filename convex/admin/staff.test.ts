import { afterEach, describe, expect, test, vi } from "vitest";
import { en } from "@matrimony/shared/messages";
import { api } from "../_generated/api";
import type { MutationCtx } from "../_generated/server";
import { addStaff, removeStaff } from "../model/admin/staff";
import { convexErrorOf, identityFor, makeT, seedConsole, type T } from "../test.fixtures";

afterEach(() => {
  vi.unstubAllEnvs();
});

const page = { numItems: 10, cursor: null };

/** The token the invitation mail carries, from the scheduled send (what the mailbox would show). */
async function invitationToken(t: T, email: string): Promise<string> {
  const jobs = await t.run(async (ctx) => await ctx.db.system.query("_scheduled_functions").collect());
  const args = jobs.map((j) => j.args[0] as { email?: string; token?: string }).filter((a) => a.email === email);
  const token = args.at(-1)?.token;
  if (token === undefined) throw new Error(`no invitation for ${email}`);
  return token;
}
const as = (t: T, email: string) => t.withIdentity(identityFor(`id-${email}`, email));

async function auditActions(t: T) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("auditLog").collect()).map((e) => [e.action, e.actor, e.target, e.details]),
  );
}

describe("staff", () => {
  test("me tells the console who is signed in and with which role", async () => {
    const { admin, support, adminEmail, supportEmail } = await seedConsole();
    expect(await admin.query(api.admin.staff.me, {})).toEqual({ email: adminEmail, role: "admin" });
    expect(await support.query(api.admin.staff.me, {})).toEqual({ email: supportEmail, role: "support" });
  });

  test("an added agent gets in once they open the invitation signed in with that address; a removed one is out at once", async () => {
    const { t, admin, adminEmail } = await seedConsole();
    const newcomer = as(t, "new.agent@matrimony.test");
    expect(await convexErrorOf(newcomer.query(api.admin.staff.me, {}))).toMatchObject({ code: "forbidden" });
    expect(
      await admin.mutation(api.admin.staff.add, { email: "  New.Agent@Matrimony.test ", role: "support" }),
    ).toEqual({
      email: "new.agent@matrimony.test",
      role: "support",
      created: true,
      invited: true,
    });
    // Not staff until the invitation is opened.
    expect(await convexErrorOf(newcomer.query(api.admin.staff.me, {}))).toMatchObject({ code: "forbidden" });
    const token = await invitationToken(t, "new.agent@matrimony.test");
    expect(await newcomer.mutation(api.admin.staff.acceptInvitation, { token })).toEqual({
      email: "new.agent@matrimony.test",
      role: "support",
    });
    expect(await newcomer.query(api.admin.staff.me, {})).toEqual({
      email: "new.agent@matrimony.test",
      role: "support",
    });
    expect(await convexErrorOf(newcomer.query(api.admin.staff.list, { paginationOpts: page }))).toMatchObject({
      code: "forbidden",
    });

    expect(
      await admin.mutation(api.admin.staff.add, { email: "new.agent@matrimony.test", role: "admin" }),
    ).toMatchObject({ created: false, invited: false });
    expect((await newcomer.query(api.admin.staff.list, { paginationOpts: page })).page.length).toBe(3);

    await admin.mutation(api.admin.staff.remove, { email: "NEW.AGENT@matrimony.test" });
    expect(await convexErrorOf(newcomer.query(api.admin.staff.me, {}))).toMatchObject({ code: "forbidden" });
    // The mail is sent by a scheduled action, so its entry lands after the invitation, whenever that runs
    // (later on a busy machine): wait for it.
    const mailEntry = ["staff.inviteMail", adminEmail, "new.agent@matrimony.test", "not sent: CONSOLE_URL is not set"];
    await vi.waitFor(async () => expect(await auditActions(t)).toContainEqual(mailEntry), { timeout: 5000 });
    const actions = await auditActions(t);
    expect(actions.filter((a) => a[0] !== "staff.inviteMail")).toEqual([
      ["staff.invite", adminEmail, "new.agent@matrimony.test", "support"],
      ["staff.acceptInvitation", "new.agent@matrimony.test", "new.agent@matrimony.test", "support"],
      ["staff.role", adminEmail, "new.agent@matrimony.test", "support → admin"],
      ["staff.remove", adminEmail, "new.agent@matrimony.test", "admin"],
    ]);
  });

  test.each([
    ["an invalid email", { email: "not-an-email", role: "support" }, "invalid", "console.staffEmailInvalid"],
    ["the same role again", { email: "SUPPORT", role: "support" }, "conflict", "console.staffExists"],
    ["yourself", { email: "ADMIN", role: "support" }, "conflict", "console.cannotChangeSelf"],
  ] as const)("add refuses %s", async (_name, args, code, key) => {
    const w = await seedConsole();
    const email = args.email === "SUPPORT" ? w.supportEmail : args.email === "ADMIN" ? w.adminEmail : args.email;
    expect(await convexErrorOf(w.admin.mutation(api.admin.staff.add, { ...args, email }))).toEqual({
      code,
      message: en[key],
      field: "email",
    });
  });

  test("nobody removes or demotes themselves", async () => {
    const { admin, adminEmail } = await seedConsole();
    for (const call of [
      admin.mutation(api.admin.staff.remove, { email: adminEmail.toUpperCase() }),
      admin.mutation(api.admin.staff.add, { email: adminEmail, role: "support" }),
    ]) {
      expect(await convexErrorOf(call)).toEqual({
        code: "conflict",
        message: en["console.cannotChangeSelf"],
        field: "email",
      });
    }
  });

  test("the last admin stays (even if the caller's own admin rights came from elsewhere)", async () => {
    const t = makeT();
    await t.run(async (ctx) => {
      await ctx.db.insert("staff", { email: "only@matrimony.test", role: "admin", createdAt: 0 });
      await ctx.db.insert("staff", { email: "agent@matrimony.test", role: "support", createdAt: 0 });
    });
    // Through the console an admin always leaves one admin (themselves); the rule still holds on its own.
    const outsider = { email: "ops@matrimony.test", role: "admin" } as const;
    for (const act of [
      (ctx: MutationCtx) => removeStaff(ctx, outsider, "only@matrimony.test"),
      (ctx: MutationCtx) => addStaff(ctx, outsider, { email: "only@matrimony.test", role: "support" }),
    ]) {
      expect(await convexErrorOf(t.run(act))).toEqual({
        code: "conflict",
        message: en["console.lastAdmin"],
        field: expect.any(String),
      });
    }
    // With another admin (a row, or one from ADMIN_EMAILS) it may go.
    vi.stubEnv("ADMIN_EMAILS", "boot@matrimony.test");
    await t.run((ctx) => removeStaff(ctx, outsider, "only@matrimony.test"));
  });

  test("ADMIN_EMAILS admins count as admins and are managed in the environment, not here", async () => {
    const t = makeT();
    vi.stubEnv("ADMIN_EMAILS", "boot@matrimony.test");
    const boot = as(t, "boot@matrimony.test");
    expect(await boot.query(api.admin.staff.me, {})).toEqual({ email: "boot@matrimony.test", role: "admin" });
    await boot.mutation(api.admin.staff.add, { email: "row@matrimony.test", role: "admin" });
    await as(t, "row@matrimony.test").mutation(api.admin.staff.acceptInvitation, {
      token: await invitationToken(t, "row@matrimony.test"),
    });
    expect(
      await convexErrorOf(
        as(t, "row@matrimony.test").mutation(api.admin.staff.remove, { email: "boot@matrimony.test" }),
      ),
    ).toEqual({
      code: "conflict",
      message: en["console.bootstrapAdmin"],
      field: "email",
    });
    expect(await convexErrorOf(boot.mutation(api.admin.staff.remove, { email: "nobody@matrimony.test" }))).toEqual({
      code: "not_found",
      message: en["console.staffNotFound"],
      field: "email",
    });
  });

  test("list: all by email, or by role, page by page", async () => {
    const { t, admin } = await seedConsole();
    for (const name of ["zed", "amy", "kim"]) {
      const email = `${name}@matrimony.test`;
      await admin.mutation(api.admin.staff.add, { email, role: "support" });
      await as(t, email).mutation(api.admin.staff.acceptInvitation, { token: await invitationToken(t, email) });
    }
    const all = await admin.query(api.admin.staff.list, { paginationOpts: page });
    const emails = all.page.map((s) => s.email);
    expect(emails).toEqual([...emails].sort());
    const supportOnly = await admin.query(api.admin.staff.list, {
      paginationOpts: { numItems: 2, cursor: null },
      filter: { role: "support" },
    });
    expect(supportOnly.page.map((s) => s.email)).toEqual(["amy@matrimony.test", "kim@matrimony.test"]);
    expect(supportOnly.isDone).toBe(false);
    const rest = await admin.query(api.admin.staff.list, {
      paginationOpts: { numItems: 5, cursor: supportOnly.continueCursor },
      filter: { role: "support" },
    });
    expect(rest.page.map((s) => s.email)).toEqual([expect.stringMatching(/^support\d+@/), "zed@matrimony.test"]);
    expect(rest.page[1]).toMatchObject({ role: "support", addedBy: expect.stringMatching(/^admin/) });
  });
});
