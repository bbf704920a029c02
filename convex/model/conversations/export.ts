/**
 * The member's conversations in their data export: their own messages as written, the other member's with
 * contact details masked unless both agreed to share them (the export is one more read path).
 */
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { contactsShared, partsFor } from "./masking";
import { conversationsOf, memberOn, otherSide } from "./pair";
import type { MessagePartView } from "./validators";

/** The newest messages per conversation in an export (a download, not an archive of every line). */
export const EXPORT_MESSAGES_PER_CONVERSATION = 2000;

export type ExportedConversation = {
  with: string;
  state: "open" | "ended";
  startedAt: string;
  messages: { from: "me" | "them"; text: string; sentAt: string }[];
};

function asText(parts: MessagePartView[]): string {
  return parts.map((p) => (p.kind === "text" ? p.text : `•••• (${p.contact})`)).join("");
}

export async function conversationsExport(ctx: QueryCtx, member: Doc<"profiles">): Promise<ExportedConversation[]> {
  const out: ExportedConversation[] = [];
  for (const side of ["a", "b"] as const) {
    for (const c of await conversationsOf(ctx, member._id, side).collect()) {
      const other = await ctx.db.get("profiles", memberOn(c, otherSide(side)));
      const rows = await ctx.db
        .query("messages")
        .withIndex("by_conversationId_and_sentAt", (q) => q.eq("conversationId", c._id))
        .order("desc")
        .take(EXPORT_MESSAGES_PER_CONVERSATION);
      const shared = contactsShared(c);
      let previousTheirs: string | undefined;
      const messages = rows.reverse().map((m) => {
        const mine = m.senderId === member._id;
        const text = asText(partsFor(m.text, mine ? undefined : previousTheirs, mine, shared));
        if (!mine) previousTheirs = m.text;
        return { from: mine ? ("me" as const) : ("them" as const), text, sentAt: new Date(m.sentAt).toISOString() };
      });
      out.push({
        with: other?.profileCode ?? "deleted",
        state: c.state,
        startedAt: new Date(c.createdAt).toISOString(),
        messages,
      });
    }
  }
  return out;
}
