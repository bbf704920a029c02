/**
 * WhatsApp opt-ins: a member's explicit consent, kept as a record (when, the exact text they read, in
 * which language, the last 4 digits of the number), one row per opt-in; the newest row is the current
 * state. The number itself stays in `contacts` (docs/security.md): a message goes only while the member's
 * verified mobile still ends with the digits they agreed for, so a changed number never receives one.
 */
import {
  DEFAULT_WHATSAPP_TOPICS,
  isWhatsAppKind,
  TOPIC_OF_KIND,
  WHATSAPP_STOP_WORDS,
  type NotificationKind,
} from "@matrimony/shared/rules/notifications";
import type { Locale as Language } from "@matrimony/shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { consume } from "../limits";
import { contactsOf } from "../members/contacts";
import { say } from "../notifications/render";
import { badgesOf } from "../verification/badges";
import type { OptOutSource, WhatsAppTopics } from "./validators";

/** The consent text's catalogue key (shared/src/copy/notifications.ts); the row keeps it with the rendered text. */
export const CONSENT_KEY = "notifications.whatsappConsent";

const last4 = (number: string) => number.replace(/\D/g, "").slice(-4);

export async function latestOptIn(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"whatsappOptIns"> | null> {
  return await ctx.db
    .query("whatsappOptIns")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .order("desc")
    .first();
}

/** The member's opt-in in force, or null (never opted in, or opted out since). */
export async function activeOptIn(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"whatsappOptIns"> | null> {
  const row = await latestOptIn(ctx, profileId);
  return row === null || row.optedOutAt !== undefined ? null : row;
}

/** The number a WhatsApp message may go to now: the verified mobile that still ends with the opted-in digits. */
export async function whatsappNumber(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  optIn: Doc<"whatsappOptIns">,
): Promise<string | null> {
  if (!badgesOf(profile).mobile) return null;
  const contacts = await contactsOf(ctx, profile._id);
  if (contacts === null || contacts.mobileNumber === "" || last4(contacts.mobileNumber) !== optIn.mobileLast4)
    return null;
  return contacts.mobileNumber;
}

/** Whether `kind` goes to the member by WhatsApp: opted in, a WhatsApp kind, its topic chosen. */
export async function wantsWhatsApp(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  kind: NotificationKind,
): Promise<boolean> {
  if (!isWhatsAppKind(kind)) return false;
  const optIn = await activeOptIn(ctx, profileId);
  if (optIn === null) return false;
  const topic = TOPIC_OF_KIND[kind];
  return topic in optIn.topics && optIn.topics[topic as keyof WhatsAppTopics];
}

/** What the settings section needs: whether it may be turned on, the digits it would go to, and the state. */
export async function whatsappStatus(ctx: QueryCtx, profile: Doc<"profiles">) {
  const contacts = await contactsOf(ctx, profile._id);
  const optIn = await activeOptIn(ctx, profile._id);
  return {
    mobileVerified: badgesOf(profile).mobile,
    mobileLast4: contacts === null || contacts.mobileNumber === "" ? null : last4(contacts.mobileNumber),
    optedIn: optIn !== null,
    optedInAt: optIn?.optedInAt ?? null,
    optedInLast4: optIn?.mobileLast4 ?? null,
    topics: optIn?.topics ?? DEFAULT_WHATSAPP_TOPICS,
  };
}

/**
 * The member agrees to the consent text shown in `language` for the number ending `confirmedLast4`: the
 * number must be their verified mobile and still end with those digits (the page they read may be old).
 * Opting in again while opted in keeps the earlier record.
 */
export async function optIn(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  args: { language: Language; confirmedLast4: string },
  now: number,
): Promise<void> {
  if (!/^\d{4}$/.test(args.confirmedLast4)) fail("invalid", "notifications.whatsappNumberChanged", "confirmedLast4");
  if (!badgesOf(profile).mobile) fail("invalid", "notifications.whatsappNeedsVerifiedMobile");
  const contacts = await contactsOf(ctx, profile._id);
  if (contacts === null || contacts.mobileNumber === "" || last4(contacts.mobileNumber) !== args.confirmedLast4) {
    fail("conflict", "notifications.whatsappNumberChanged", "confirmedLast4");
  }
  if ((await activeOptIn(ctx, profile._id)) !== null) return;
  await consume(ctx, "whatsappOptIns", profile._id, "notifications.whatsappTooManyOptIns");
  await ctx.db.insert("whatsappOptIns", {
    profileId: profile._id,
    optedInAt: now,
    textKey: CONSENT_KEY,
    language: args.language,
    text: say(args.language, CONSENT_KEY, { last4: args.confirmedLast4 }),
    mobileLast4: args.confirmedLast4,
    topics: { ...DEFAULT_WHATSAPP_TOPICS },
  });
}

/** Stops WhatsApp for the member, recording how; nothing to do when they are not opted in. */
export async function optOut(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  source: OptOutSource,
  now: number,
): Promise<boolean> {
  const row = await activeOptIn(ctx, profileId);
  if (row === null) return false;
  await ctx.db.patch("whatsappOptIns", row._id, { optedOutAt: now, optOutSource: source });
  return true;
}

export async function saveTopics(ctx: MutationCtx, profileId: Id<"profiles">, topics: WhatsAppTopics): Promise<void> {
  const row = await activeOptIn(ctx, profileId);
  if (row === null) fail("conflict", "notifications.whatsappNotOptedIn");
  await ctx.db.patch("whatsappOptIns", row._id, { topics: { ...topics } });
}

/** Whether a WhatsApp reply asks to stop (STOP, UNSUBSCRIBE, ఆపు; trimmed, any case). */
export function isStopReply(text: string): boolean {
  const word = text.normalize("NFC").trim().toLowerCase();
  return WHATSAPP_STOP_WORDS.includes(word);
}

/**
 * A STOP reply from `waId` (Meta's sender: the number's digits with country code): every member opted in
 * on that number is opted out. Returns how many.
 */
export async function optOutNumber(ctx: MutationCtx, waId: string, now: number): Promise<number> {
  const digits = waId.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) return 0;
  const holders = await ctx.db
    .query("contacts")
    .withIndex("by_mobileNumber", (q) => q.eq("mobileNumber", `+${digits}`))
    .take(20);
  let stopped = 0;
  for (const contacts of holders) {
    const row = await activeOptIn(ctx, contacts.profileId);
    if (row !== null && row.mobileLast4 === last4(digits) && (await optOut(ctx, contacts.profileId, "replyStop", now)))
      stopped += 1;
  }
  return stopped;
}

/** The member's data download: each consent as given, and how it ended (the number's last digits only). */
export async function whatsappConsentsExport(ctx: QueryCtx, profileId: Id<"profiles">) {
  const rows = await ctx.db
    .query("whatsappOptIns")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(500);
  return rows.map(({ optedInAt, language, text, mobileLast4, topics, optedOutAt, optOutSource }) => ({
    optedInAt,
    language,
    text,
    mobileLast4,
    topics,
    optedOutAt: optedOutAt ?? null,
    optOutSource: optOutSource ?? null,
  }));
}

/** Account deletion: the opt-in records go with the member. */
export async function deleteOptIns(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  const rows = await ctx.db
    .query("whatsappOptIns")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .take(500);
  for (const row of rows) await ctx.db.delete("whatsappOptIns", row._id);
}
