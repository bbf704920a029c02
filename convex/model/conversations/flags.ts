/**
 * The safety queue's entries (the console's side is model/admin/safetyQueue.ts): a money request, a
 * copy-paste outreach or a reported message raises a flag on the conversation with an excerpt of its last
 * messages, readable by staff only (each opening audited). One open flag per conversation and kind: a
 * second money request in the same conversation counts a hit and refreshes the excerpt.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { Conversation } from "./pair";
import type { ExcerptMessage, SafetyFlagKind } from "./validators";

/** How many of the conversation's latest messages an excerpt carries. */
export const EXCERPT_MESSAGES = 30;

/** The conversation's last messages, oldest first, original text, the flagged member's marked as theirs. */
export async function excerptOf(
  ctx: MutationCtx,
  conversationId: Id<"conversations">,
  memberId: Id<"profiles">,
): Promise<ExcerptMessage[]> {
  const rows = await ctx.db
    .query("messages")
    .withIndex("by_conversationId_and_sentAt", (q) => q.eq("conversationId", conversationId))
    .order("desc")
    .take(EXCERPT_MESSAGES);
  return rows
    .reverse()
    .map((m) => ({ from: m.senderId === memberId ? "member" : "other", text: m.text, sentAt: m.sentAt }));
}

async function writeExcerpt(ctx: MutationCtx, flag: Doc<"safetyFlags">): Promise<void> {
  const messages = await excerptOf(ctx, flag.conversationId, flag.memberId);
  const existing = await ctx.db
    .query("safetyExcerpts")
    .withIndex("by_flagId", (q) => q.eq("flagId", flag._id))
    .unique();
  if (existing === null) await ctx.db.insert("safetyExcerpts", { flagId: flag._id, messages, createdAt: Date.now() });
  else await ctx.db.patch("safetyExcerpts", existing._id, { messages, createdAt: Date.now() });
}

export type RaiseFlag = {
  kind: SafetyFlagKind;
  c: Conversation;
  memberId: Id<"profiles">;
  otherId: Id<"profiles">;
  messageId?: Id<"messages">;
  reportId?: Id<"reports">;
  moneyKinds?: string[];
  recipients?: number;
};

export async function raiseFlag(ctx: MutationCtx, args: RaiseFlag): Promise<Id<"safetyFlags">> {
  const now = Date.now();
  // Reports each get their own entry (each is a report in the reports queue too); the rules' flags merge.
  const open =
    args.kind === "report"
      ? null
      : await ctx.db
          .query("safetyFlags")
          .withIndex("by_conversationId_and_kind_and_status", (q) =>
            q.eq("conversationId", args.c._id).eq("kind", args.kind).eq("status", "open"),
          )
          .first();
  let id: Id<"safetyFlags">;
  if (open !== null) {
    id = open._id;
    const moneyKinds =
      args.moneyKinds === undefined ? open.moneyKinds : [...new Set([...(open.moneyKinds ?? []), ...args.moneyKinds])];
    await ctx.db.patch("safetyFlags", id, {
      hits: open.hits + 1,
      updatedAt: now,
      ...(args.messageId !== undefined ? { messageId: args.messageId } : {}),
      ...(moneyKinds !== undefined ? { moneyKinds } : {}),
      ...(args.recipients !== undefined ? { recipients: args.recipients } : {}),
    });
  } else {
    id = await ctx.db.insert("safetyFlags", {
      kind: args.kind,
      status: "open",
      conversationId: args.c._id,
      memberId: args.memberId,
      otherId: args.otherId,
      messageId: args.messageId,
      reportId: args.reportId,
      moneyKinds: args.moneyKinds,
      recipients: args.recipients,
      hits: 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  const flag = await ctx.db.get("safetyFlags", id);
  if (flag !== null) await writeExcerpt(ctx, flag);
  return id;
}

export async function deleteExcerpt(ctx: MutationCtx, flagId: Id<"safetyFlags">): Promise<void> {
  const excerpt = await ctx.db
    .query("safetyExcerpts")
    .withIndex("by_flagId", (q) => q.eq("flagId", flagId))
    .unique();
  if (excerpt !== null) await ctx.db.delete("safetyExcerpts", excerpt._id);
}

/** Close a flag: its excerpt goes (kept only while staff still have to decide). */
export async function closeFlag(
  ctx: MutationCtx,
  flag: Doc<"safetyFlags">,
  by: string,
  outcome: Doc<"safetyFlags">["outcome"],
): Promise<void> {
  if (flag.status === "closed") return;
  await ctx.db.patch("safetyFlags", flag._id, { status: "closed", closedAt: Date.now(), closedBy: by, outcome });
  await deleteExcerpt(ctx, flag._id);
}

/** The reports queue closed a report: its conversation flag closes with it, and the excerpt goes. */
export async function closeFlagsOfReport(ctx: MutationCtx, reportId: Id<"reports">, by: string): Promise<void> {
  const flags = await ctx.db
    .query("safetyFlags")
    .withIndex("by_reportId", (q) => q.eq("reportId", reportId))
    .collect();
  for (const flag of flags) await closeFlag(ctx, flag, by, undefined);
}

/** True when an open report carries a conversation excerpt (it outlives the reported member's deletion). */
export async function reportHasOpenExcerpt(ctx: MutationCtx, reportId: Id<"reports">): Promise<boolean> {
  const flag = await ctx.db
    .query("safetyFlags")
    .withIndex("by_reportId", (q) => q.eq("reportId", reportId))
    .first();
  return flag !== null && flag.status === "open";
}
