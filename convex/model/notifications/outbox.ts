/**
 * The outbox: each queued mail, SMS or WhatsApp message is sent by `notifications.deliver` (an action) in three steps.
 * 1. `claim` (a mutation, so atomic): only a queued row that is due moves to `sending`, with one more
 *    attempt and a lease; a second deliver of the same row (the scheduler ran twice) finds it taken and does
 *    nothing. The message is built here from the current address, language and choices.
 * 2. The action calls the provider with the row's dedupe key as the idempotency key, so a send that
 *    succeeded but whose answer was lost is not delivered twice when it is retried.
 * 3. `finish`: sent, or back to queued with a backoff, or failed after the last attempt. A row whose
 *    action died mid-way is picked up again by the sweep once its lease has passed.
 */
import { isWhatsAppKind, TOPIC_OF_KIND } from "@matrimony/shared/rules/notifications";
import { v, type Infer } from "convex/values";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import { env, type MutationCtx } from "../../_generated/server";
import { contactsOf } from "../members/contacts";
import { pushDeliveryOf, vPushDelivery } from "../push/delivery";
import { preferencesOf } from "./preferences";
import { formatDate, renderMail } from "./render";
import { unsubscribeUrl } from "./unsubscribe";
import { activeOptIn, optOut, whatsappNumber } from "../whatsapp/optIns";
import { templateValues } from "../whatsapp/templates";
import { vWhatsAppKind } from "../whatsapp/validators";

export const MAX_ATTEMPTS = 5;
/** The wait after each failed attempt: 1 minute, 5 minutes, 30 minutes, 2 hours; then it has failed. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** How long a claimed row is left to its action before the sweep retries it. */
export const LEASE_MS = 2 * 60_000;

export const vEmailMessage = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  headers: v.record(v.string(), v.string()),
  link: v.optional(v.string()),
  idempotencyKey: v.string(),
});

export const vDelivery = v.union(
  v.object({ channel: v.literal("email"), attempt: v.number(), message: vEmailMessage }),
  v.object({
    channel: v.literal("sms"),
    attempt: v.number(),
    to: v.string(),
    language: v.union(v.literal("en"), v.literal("te")),
    /** The member's profile code, the "approved" template's one variable (model/sms/templates.ts). */
    profileCode: v.string(),
  }),
  v.object({
    channel: v.literal("whatsapp"),
    attempt: v.number(),
    to: v.string(),
    language: v.union(v.literal("en"), v.literal("te")),
    kind: vWhatsAppKind,
    /**
     * The template's variables in order: the member's own profile code, a date, a link (model/whatsapp/templates.ts).
     */
    values: v.array(v.string()),
    idempotencyKey: v.string(),
  }),
  v.object({ channel: v.literal("push"), attempt: v.number(), push: vPushDelivery }),
);
export type Delivery = Infer<typeof vDelivery>;

/** Where mail links lead: the member app (the first of APP_ORIGIN's origins). */
function appUrl(): string | null {
  const first = (env.APP_ORIGIN ?? "").split(",")[0]?.trim() ?? "";
  return first === "" ? null : first;
}

async function settle(
  ctx: MutationCtx,
  row: Doc<"notificationOutbox">,
  status: "skipped" | "failed",
  why: string,
): Promise<null> {
  await ctx.db.patch("notificationOutbox", row._id, { status, lastError: why });
  return null;
}

export async function claim(
  ctx: MutationCtx,
  outboxId: Id<"notificationOutbox">,
  now: number,
): Promise<Delivery | null> {
  const row = await ctx.db.get("notificationOutbox", outboxId);
  if (row === null || row.status !== "queued" || row.nextAttemptAt > now) return null;
  const notification = await ctx.db.get("notifications", row.notificationId);
  const profile = await ctx.db.get("profiles", row.profileId);
  const contacts = profile === null ? null : await contactsOf(ctx, profile._id);
  if (notification === null)
    return await settle(ctx, row, "skipped", "the event was taken back (e.g. an interest withdrawn)");
  if (profile === null || contacts === null) return await settle(ctx, row, "skipped", "the member is gone");
  const prefs = await preferencesOf(ctx, profile._id);
  const language = profile.preferredLanguage ?? "en";
  const attempt = row.attempts + 1;
  const take = () =>
    ctx.db.patch("notificationOutbox", row._id, {
      status: "sending",
      attempts: attempt,
      nextAttemptAt: now + LEASE_MS,
    });
  if (row.channel === "sms") {
    if (!prefs.smsApproved) return await settle(ctx, row, "skipped", "the member turned the SMS off");
    await take();
    return { channel: "sms", attempt, to: contacts.mobileNumber, language, profileCode: profile.profileCode };
  }
  if (row.channel === "whatsapp")
    return await claimWhatsApp(ctx, row, notification, profile, language, attempt, take, now);
  if (row.channel === "push") {
    const push = await pushDeliveryOf(ctx, row, notification, language);
    if (push === null) return await settle(ctx, row, "skipped", "no device has alerts on");
    await take();
    return { channel: "push", attempt, push };
  }
  const topic = TOPIC_OF_KIND[row.kind];
  if (!prefs.email[topic]) return await settle(ctx, row, "skipped", "the member turned this topic off");
  const app = appUrl();
  const site = env.CONVEX_SITE_URL;
  const secret = env.UNSUBSCRIBE_SECRET;
  if (app === null || !site || !secret) {
    // Every mail must carry a working unsubscribe link: without one it is not sent (and the reason is kept).
    return await settle(
      ctx,
      row,
      "failed",
      "APP_ORIGIN, CONVEX_SITE_URL and UNSUBSCRIBE_SECRET must be set to send mail",
    );
  }
  await take();
  const message = renderMail({
    kind: row.kind,
    params: notification.params,
    language,
    to: contacts.email,
    name: profile.fullName,
    appUrl: app,
    unsubscribeUrl: await unsubscribeUrl(site, secret, { profileId: profile._id, topic, language }),
    idempotencyKey: row.dedupeKey,
  });
  return { channel: "email", attempt, message };
}

/**
 * A WhatsApp row is sent only while the member's opt-in stands, its topic is chosen, and their verified
 * mobile still ends with the digits they agreed for; a changed number ends the opt-in (it was given for
 * the old one). The template's variables are the member's own code, a date and a link, nothing else.
 */
async function claimWhatsApp(
  ctx: MutationCtx,
  row: Doc<"notificationOutbox">,
  notification: Doc<"notifications">,
  profile: Doc<"profiles">,
  language: "en" | "te",
  attempt: number,
  take: () => Promise<void>,
  now: number,
): Promise<Delivery | null> {
  const optIn = await activeOptIn(ctx, profile._id);
  const topic = TOPIC_OF_KIND[row.kind];
  if (optIn === null || !isWhatsAppKind(row.kind))
    return await settle(ctx, row, "skipped", "the member turned WhatsApp off");
  if (!(topic in optIn.topics) || !optIn.topics[topic as keyof typeof optIn.topics])
    return await settle(ctx, row, "skipped", "the member turned this topic off");
  const to = await whatsappNumber(ctx, profile, optIn);
  if (to === null) {
    await optOut(ctx, profile._id, "numberChanged", now);
    return await settle(ctx, row, "skipped", "the mobile number changed or is no longer verified since the opt-in");
  }
  const app = appUrl();
  if (app === null)
    return await settle(ctx, row, "failed", "APP_ORIGIN must be set to send WhatsApp messages (they link to the app)");
  await take();
  const until = notification.params.until;
  const values = templateValues(row.kind, {
    profileCode: profile.profileCode,
    date: until === undefined ? "" : formatDate(until, language),
    link: `${app}/notifications`,
  });
  return { channel: "whatsapp", attempt, to, language, kind: row.kind, values, idempotencyKey: row.dedupeKey };
}

/** `permanent`: no retry can help (e.g. the number is not on WhatsApp), so the row fails at once. */
export type SendResult = { ok: true; providerMessageId?: string } | { ok: false; error: string; permanent?: boolean };

/** Records the attempt's result; a stale one (the row was claimed again since) changes nothing. */
export async function finish(
  ctx: MutationCtx,
  outboxId: Id<"notificationOutbox">,
  attempt: number,
  result: SendResult,
  now: number,
): Promise<void> {
  const row = await ctx.db.get("notificationOutbox", outboxId);
  if (row === null || row.status !== "sending" || row.attempts !== attempt) return;
  if (result.ok) {
    await ctx.db.patch("notificationOutbox", row._id, {
      status: "sent",
      sentAt: now,
      lastError: undefined,
      ...(result.providerMessageId === undefined
        ? {}
        : { providerMessageId: result.providerMessageId, providerStatus: "sent" as const }),
    });
    return;
  }
  const error = result.error.slice(0, 300);
  if (attempt >= MAX_ATTEMPTS || result.permanent === true) {
    await ctx.db.patch("notificationOutbox", row._id, { status: "failed", lastError: error });
    return;
  }
  const wait: number = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0];
  await ctx.db.patch("notificationOutbox", row._id, { status: "queued", nextAttemptAt: now + wait, lastError: error });
  await ctx.scheduler.runAfter(wait, internal.notifications.deliver, { outboxId });
}

/** Rows at most this many per sweep (it runs every few minutes). */
const SWEEP_BATCH = 100;

/**
 * Rows whose action died after claiming them (lease passed), and queued rows whose scheduled deliver never
 * ran, are delivered again. Returns how many were rescheduled.
 */
export async function sweep(ctx: MutationCtx, now: number): Promise<number> {
  const stale = await ctx.db
    .query("notificationOutbox")
    .withIndex("by_status_and_nextAttemptAt", (q) => q.eq("status", "sending").lt("nextAttemptAt", now))
    .take(SWEEP_BATCH);
  const late = await ctx.db
    .query("notificationOutbox")
    .withIndex("by_status_and_nextAttemptAt", (q) => q.eq("status", "queued").lt("nextAttemptAt", now - LEASE_MS))
    .take(SWEEP_BATCH);
  for (const row of stale) {
    if (row.attempts >= MAX_ATTEMPTS)
      await ctx.db.patch("notificationOutbox", row._id, {
        status: "failed",
        lastError: "no answer from the last attempt",
      });
    else await ctx.db.patch("notificationOutbox", row._id, { status: "queued", nextAttemptAt: now });
  }
  const again = [...stale.filter((row) => row.attempts < MAX_ATTEMPTS), ...late];
  for (const row of again) await ctx.scheduler.runAfter(0, internal.notifications.deliver, { outboxId: row._id });
  return again.length;
}
