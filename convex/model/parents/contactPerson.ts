/**
 * The optional contact person (docs/parents.md): a name and how they are related, kept in
 * `contacts` beside the numbers, because it is contact data: it leaves the server only with a revealed
 * number (members.revealContact), to its owner (members.me) and to staff, never on a card or member page.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { vContactRelation } from "../../validators";

export const vContactPerson = v.union(v.object({ name: v.string(), relation: vContactRelation }), v.null());
export type ContactPerson = Infer<typeof vContactPerson>;

type Stored = Pick<Doc<"contacts">, "contactPersonName" | "contactPersonRelation">;

/** The contact person of a parsed registration or edit form (shared contactPersonCheck: both or neither). */
export function contactPersonFields(data: {
  contactPersonName?: string;
  contactPersonRelation?: Doc<"contacts">["contactPersonRelation"];
}): Stored {
  return data.contactPersonName !== undefined && data.contactPersonRelation !== undefined
    ? { contactPersonName: data.contactPersonName, contactPersonRelation: data.contactPersonRelation }
    : { contactPersonName: undefined, contactPersonRelation: undefined };
}

/** Whether an edit form sent the contact person at all (a form without the fields leaves it as it is). */
export function sendsContactPerson(input: unknown): boolean {
  return (
    typeof input === "object" && input !== null && ("contactPersonName" in input || "contactPersonRelation" in input)
  );
}

export function contactPersonOf(contacts: Stored | null): ContactPerson {
  if (contacts?.contactPersonName === undefined || contacts.contactPersonRelation === undefined) return null;
  return { name: contacts.contactPersonName, relation: contacts.contactPersonRelation };
}
