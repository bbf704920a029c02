/** Validators of WhatsApp opt-ins, shared by the schema and the functions. */
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { WHATSAPP_KINDS } from "@matrimony/shared/rules/notifications";

export const vWhatsAppKind = literals(...WHATSAPP_KINDS);

/** One choice per WhatsApp topic (WHATSAPP_TOPICS). */
export const vWhatsAppTopics = v.object({
  account: v.boolean(),
  interests: v.boolean(),
  premium: v.boolean(),
  verification: v.boolean(),
  messages: v.boolean(),
});
export type WhatsAppTopics = Infer<typeof vWhatsAppTopics>;

/** How a member stopped WhatsApp: in Settings, by replying STOP, or their number changed since the opt-in. */
export const vOptOutSource = literals("settings", "replyStop", "numberChanged");
export type OptOutSource = Infer<typeof vOptOutSource>;

/**
 * What Meta reports of a sent message
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples).
 */
export const vProviderStatus = literals("sent", "delivered", "read", "failed");
