/** A member's choice of email topics and the opt-in "approved" SMS (absent row = the defaults). */
import { DEFAULT_EMAIL_TOPICS, EMAIL_TOPICS, type EmailTopic } from "@matrimony/shared/rules/notifications";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

export interface NotificationPreferences {
  email: Record<EmailTopic, boolean>;
  smsApproved: boolean;
}

async function rowOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<Doc<"notificationPreferences"> | null> {
  return await ctx.db
    .query("notificationPreferences")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .unique();
}

export async function preferencesOf(ctx: QueryCtx, profileId: Id<"profiles">): Promise<NotificationPreferences> {
  const row = await rowOf(ctx, profileId);
  const email = { ...DEFAULT_EMAIL_TOPICS };
  for (const topic of EMAIL_TOPICS) {
    const chosen = row?.email[topic];
    if (chosen !== undefined) email[topic] = chosen;
  }
  return { email, smsApproved: row?.smsApproved ?? false };
}

export async function setPreferences(
  ctx: MutationCtx,
  profileId: Id<"profiles">,
  prefs: NotificationPreferences,
): Promise<void> {
  const row = await rowOf(ctx, profileId);
  const fields = { email: { ...prefs.email }, smsApproved: prefs.smsApproved, updatedAt: Date.now() };
  if (row === null) await ctx.db.insert("notificationPreferences", { profileId, ...fields });
  else await ctx.db.patch("notificationPreferences", row._id, fields);
}

/** The unsubscribe link: turns one topic off, keeping the member's other choices. */
export async function turnTopicOff(ctx: MutationCtx, profileId: Id<"profiles">, topic: EmailTopic): Promise<void> {
  const prefs = await preferencesOf(ctx, profileId);
  await setPreferences(ctx, profileId, { ...prefs, email: { ...prefs.email, [topic]: false } });
}

/** Account deletion: the member's choices go with them. */
export async function deletePreferences(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  const row = await rowOf(ctx, profileId);
  if (row !== null) await ctx.db.delete("notificationPreferences", row._id);
}
