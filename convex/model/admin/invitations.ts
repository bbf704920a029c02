/**
 * Staff invitations: an admin adding a new email to the staff list does not make that email staff. A
 * single-use link goes to the address (Clerk's invitation mail in production, the local mailbox locally),
 * and the role starts only when the person opens it signed in with that very address, verified by the
 * identity provider. Someone who merely signs up with a staff email, without its mailbox, never gets it.
 */
import type { UserIdentity } from "convex/server";
import type { MutationCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import { identityEmail, type StaffMember, type StaffRole } from "../identity";
import { CLERK_API, type IdentityEnv } from "../identityDeletion/request";
import { newToken, sha256Hex } from "../tokens";

/** An invitation is good for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export { sha256Hex };

/** Record a new invitation (replacing older open ones for the address); returns the token to mail. */
export async function createInvitation(
  ctx: MutationCtx,
  actor: StaffMember,
  email: string,
  role: StaffRole,
): Promise<string> {
  const open = await ctx.db
    .query("staffInvitations")
    .withIndex("by_email", (q) => q.eq("email", email))
    .take(20);
  for (const old of open) if (old.acceptedAt === undefined) await ctx.db.delete("staffInvitations", old._id);
  const token = newToken();
  const now = Date.now();
  await ctx.db.insert("staffInvitations", {
    email,
    role,
    tokenHash: await sha256Hex(token),
    invitedBy: actor.email,
    createdAt: now,
    expiresAt: now + INVITATION_TTL_MS,
  });
  await audit(ctx, { actor: actor.email, action: "staff.invite", target: email, details: role });
  return token;
}

/**
 * The signed-in identity opens an invitation: the token must be an open one, for the identity's own
 * address, which the identity provider must have verified. Then the staff row is written.
 */
export async function acceptInvitation(
  ctx: MutationCtx,
  identity: UserIdentity,
  token: string,
): Promise<{ email: string; role: StaffRole }> {
  const tokenHash = token.length >= 20 && token.length <= 200 ? await sha256Hex(token) : "";
  const invitation = await ctx.db
    .query("staffInvitations")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  if (invitation === null || invitation.acceptedAt !== undefined || invitation.expiresAt <= Date.now()) {
    fail("not_found", "console.invitationInvalid");
  }
  const email = identityEmail(identity);
  if (email !== invitation.email) fail("forbidden", "console.invitationOtherEmail");
  if (identity.emailVerified !== true) fail("forbidden", "console.invitationUnverified");
  const existing = await ctx.db
    .query("staff")
    .withIndex("by_email", (q) => q.eq("email", email))
    .unique();
  if (existing === null)
    await ctx.db.insert("staff", {
      email,
      role: invitation.role,
      addedBy: invitation.invitedBy,
      createdAt: Date.now(),
    });
  else await ctx.db.patch("staff", existing._id, { role: invitation.role });
  await ctx.db.patch("staffInvitations", invitation._id, { acceptedAt: Date.now() });
  await audit(ctx, { actor: email, action: "staff.acceptInvitation", target: email, details: invitation.role });
  return { email, role: invitation.role };
}

export type InvitationMail =
  | { provider: "clerk" | "local"; url: string; init: RequestInit }
  | { provider: "none"; reason: string };

/** The link in the mail: the console, which accepts `?invitation=` once the person is signed in. */
export function invitationLink(consoleUrl: string, token: string): string {
  const url = new URL(consoleUrl);
  url.searchParams.set("invitation", token);
  return url.href;
}

/**
 * How the invitation reaches the address. Production: Clerk's invitations API mails it, and signing up
 * through it verifies the address. Local mode: the local identity's mailbox (server to server).
 */
export function invitationMail(
  env: IdentityEnv & { CONSOLE_URL?: string },
  email: string,
  token: string,
): InvitationMail {
  if (!env.CONSOLE_URL) return { provider: "none", reason: "CONSOLE_URL is not set" };
  const link = invitationLink(env.CONSOLE_URL, token);
  if (env.LOCAL_AUTH_ISSUER && env.LOCAL_IDENTITY_ADMIN_SECRET) {
    return {
      provider: "local",
      url: `${env.LOCAL_AUTH_ISSUER.replace(/\/+$/, "")}/admin/send-mail`,
      init: {
        method: "POST",
        headers: { Authorization: `Bearer ${env.LOCAL_IDENTITY_ADMIN_SECRET}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          to: email,
          subject: "You are invited to the staff console",
          link,
          text: `You have been added to the Telugu Matrimony staff console. Open this link while signed in with ${email} to start:\n\n${link}\n\nThe link works once, within 7 days. If you did not expect it, ignore this mail.`,
        }),
      },
    };
  }
  if (!env.CLERK_SECRET_KEY)
    return { provider: "none", reason: "neither the local identity nor CLERK_SECRET_KEY is configured" };
  return {
    provider: "clerk",
    url: `${CLERK_API}/invitations`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${env.CLERK_SECRET_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email_address: email, redirect_url: link, notify: true, ignore_existing: true }),
    },
  };
}
