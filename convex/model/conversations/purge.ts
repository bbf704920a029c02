/**
 * A deleted member's conversations (members/purge.ts calls this, for the member's own deletion and the
 * console's): their messages are deleted, so they disappear from the other side; each conversation ends
 * ("member_left") and stays in the other member's list without them. Safety flags about them go with their
 * excerpts, except the excerpt of an open report, which stays until staff close the report.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { PurgeBudget } from "../purgeBudget";
import { deleteExcerpt } from "./flags";
import { addUnread, deleteMemberRow } from "./members";
import { conversationsOf, memberOn, otherSide } from "./pair";

/** Rows handled within `budget`; true once none is left. */
export async function purgeConversationRows(
  ctx: MutationCtx,
  id: Id<"profiles">,
  budget: PurgeBudget,
): Promise<boolean> {
  const messages = await ctx.db
    .query("messages")
    .withIndex("by_senderId_and_sentAt", (q) => q.eq("senderId", id))
    .take(budget.left);
  if (!(await budget.step(messages, (m) => ctx.db.delete("messages", m._id)))) return false;

  // The rows stay (the other member's list shows "Member left"), marked so that a later batch skips them;
  // a row whose other member left before goes.
  for (const side of ["a", "b"] as const) {
    const rows = await conversationsOf(ctx, id, side)
      .filter((q) => q.neq(q.field(side === "a" ? "aLeft" : "bLeft"), true))
      .take(budget.left);
    const ok = await budget.step(rows, async (c) => {
      const them = otherSide(side);
      if (c[them === "a" ? "aLeft" : "bLeft"] === true) {
        await ctx.db.delete("conversations", c._id);
        return;
      }
      const remaining = c[them];
      // Their unread messages were the deleted member's, and are gone.
      await addUnread(ctx, memberOn(c, them), -remaining.unread);
      await ctx.db.patch("conversations", c._id, {
        state: "ended",
        endedReason: "member_left",
        endedAt: Date.now(),
        last: c.last?.senderId === id ? undefined : c.last,
        ...(side === "a" ? { aLeft: true } : { bLeft: true }),
        ...(them === "a" ? { a: { ...remaining, unread: 0 } } : { b: { ...remaining, unread: 0 } }),
      });
    });
    if (!ok) return false;
  }
  await deleteMemberRow(ctx, id);

  const texts = await ctx.db
    .query("outreachTexts")
    .withIndex("by_senderId_and_lastAt", (q) => q.eq("senderId", id))
    .take(budget.left);
  if (!(await budget.step(texts, (r) => ctx.db.delete("outreachTexts", r._id)))) return false;

  for (const index of ["by_memberId_and_createdAt", "by_otherId_and_createdAt"] as const) {
    const flags =
      index === "by_memberId_and_createdAt"
        ? await ctx.db
            .query("safetyFlags")
            .withIndex(index, (q) => q.eq("memberId", id))
            .collect()
        : await ctx.db
            .query("safetyFlags")
            .withIndex(index, (q) => q.eq("otherId", id))
            .collect();
    // An open report against the member keeps its excerpt until it is closed; a report the member filed
    // is deleted with them (safety/safetyPurge.ts), and its excerpt here.
    const gone = flags.filter((f) => !(f.kind === "report" && f.status === "open" && f.memberId === id));
    if (
      !(await budget.step(gone, async (f) => {
        await deleteExcerpt(ctx, f._id);
        await ctx.db.delete("safetyFlags", f._id);
      }))
    )
      return false;
  }
  return true;
}
