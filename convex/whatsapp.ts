/**
 * WhatsApp notifications a member opted into (docs/notifications.md "WhatsApp"): the settings section's
 * state, opting in (with the exact consent text recorded), opting out, the topics; and the webhook's effect
 * (internal; convex/http.ts checks Meta's signature first). Messages leave through the notification outbox.
 */
import { v } from "convex/values";
import { vLanguage } from "./validators";
import { internalMutation, memberMutation, memberQuery } from "./functions";
import { applyInbound } from "./model/whatsapp/inbound";
import {
  optIn as recordOptIn,
  optOut as recordOptOut,
  saveTopics as recordTopics,
  whatsappStatus,
} from "./model/whatsapp/optIns";
import { vProviderStatus, vWhatsAppTopics } from "./model/whatsapp/validators";

const vStatus = v.object({
  /** WhatsApp goes only to a verified mobile. */
  mobileVerified: v.boolean(),
  /** The last 4 digits of the member's own mobile, shown in the consent text; never the whole number. */
  mobileLast4: v.union(v.string(), v.null()),
  optedIn: v.boolean(),
  optedInAt: v.union(v.number(), v.null()),
  optedInLast4: v.union(v.string(), v.null()),
  topics: vWhatsAppTopics,
});

/** The caller's WhatsApp state, for the settings section. */
export const status = memberQuery({
  args: {},
  returns: vStatus,
  handler: async (ctx) => await whatsappStatus(ctx, ctx.profile),
});

/**
 * Turn WhatsApp on: the member agreed to the consent text shown in `language` for their number ending
 * `confirmedLast4` (refused when that is no longer their verified mobile). Limited: each writes a record.
 */
export const optIn = memberMutation({
  args: { language: vLanguage, confirmedLast4: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await recordOptIn(ctx, ctx.profile, args, Date.now());
    return null;
  },
});

/** Turn WhatsApp off from Settings (a STOP reply does the same through the webhook). */
export const optOut = memberMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await recordOptOut(ctx, ctx.profile._id, "settings", Date.now());
    return null;
  },
});

/** Which topics come by WhatsApp, while opted in. */
export const saveTopics = memberMutation({
  args: { topics: vWhatsAppTopics },
  returns: v.null(),
  handler: async (ctx, { topics }) => {
    await recordTopics(ctx, ctx.profile._id, topics);
    return null;
  },
});

/** A verified webhook delivery's text replies and statuses (model/whatsapp/inbound.ts). */
export const applyWebhook = internalMutation({
  args: {
    messages: v.array(v.object({ id: v.string(), from: v.string(), text: v.string() })),
    statuses: v.array(v.object({ id: v.string(), status: vProviderStatus, error: v.optional(v.string()) })),
  },
  returns: v.object({ stopped: v.number(), ignored: v.number(), duplicates: v.number(), statuses: v.number() }),
  handler: async (ctx, events) => await applyInbound(ctx, events, Date.now()),
});
