/**
 * Report from a message: the member's report (safety/reports.ts: reason, optional details, and the block
 * every report makes, which ends the conversation) with an excerpt of the conversation's last 30 messages
 * attached for staff, as a "report" entry of the safety queue.
 */
import type { ReportReason } from "@matrimony/shared/rules/safety";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { fileReport } from "../safety/reports";
import { raiseFlag } from "./flags";
import { memberOn, otherSide, sideOf } from "./pair";

export async function reportMessage(
  ctx: MutationCtx,
  reporter: Doc<"profiles">,
  args: { messageId: string; reason: ReportReason; details?: string },
): Promise<null> {
  const id = ctx.db.normalizeId("messages", args.messageId);
  const message = id === null ? null : await ctx.db.get("messages", id);
  const c = message === null ? null : await ctx.db.get("conversations", message.conversationId);
  const side = c === null ? null : sideOf(c, reporter._id);
  if (message === null || c === null || side === null) fail("not_found", "conversationError.messageNotFound");
  // A report is about the other member's words.
  if (message.senderId === reporter._id) fail("invalid", "conversationError.ownMessage");
  const reportedId = memberOn(c, otherSide(side));
  // The excerpt is taken before the report's block ends the conversation (the messages stay either way).
  const reportId = await fileReport(ctx, reporter, {
    profileId: reportedId,
    reason: args.reason,
    details: args.details,
  });
  await raiseFlag(ctx, {
    kind: "report",
    c,
    memberId: reportedId,
    otherId: reporter._id,
    messageId: message._id,
    reportId,
  });
  return null;
}
