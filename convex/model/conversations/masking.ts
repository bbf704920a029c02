/**
 * Masking on read, per reader (the only place a message's text becomes what a member sees). The sender sees
 * their own text; the other member sees contact details masked until both consented to share them. The
 * same sender's message before this one is passed as `previous`, so a number split across two messages is
 * masked in the second.
 */
import { maskContacts } from "@matrimony/shared/rules/conversations/contactMask";
import type { Conversation } from "./pair";
import type { MessagePartView } from "./validators";

/** Both members tapped "Share my contact details". */
export function contactsShared(c: Conversation): boolean {
  return c.a.consent && c.b.consent;
}

/** What `reader` sees of a message by `fromReader` (true: their own), given the conversation's consent. */
export function partsFor(
  text: string,
  previous: string | undefined,
  fromReader: boolean,
  shared: boolean,
): MessagePartView[] {
  if (fromReader || shared) return [{ kind: "text", text }];
  return maskContacts(text, previous === undefined ? {} : { previous }).parts;
}
