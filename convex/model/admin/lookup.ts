/**
 * Support lookup, built for a call: one search box, and for each member found a call card with what the
 * agent needs at once (who, which status, which plan until when, the last payments and notes).
 * Queries cannot write, so a lookup shows contacts masked; opening them in full is a mutation, audited.
 */
import { v, type Infer } from "convex/values";
import { maskEmail, maskPhone } from "@matrimony/shared/masking";
import { membershipLabel } from "@matrimony/shared/rules/premium";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { profileFields, vLanguage, vProfileStatus } from "../../validators";
import { latestNotes, latestPayments } from "./memberRecord";
import { toAdminPayment, toCallNote, vAdminPayment, vCallNote, vPlan } from "./projections";
import { classifySearch, exactMatches, LOOKUP_LIMIT, nameMatches } from "./search";
import { contactsOf } from "../members/contacts";
import { profilePhotoUrl } from "../members/photos";
import type { PhotoViewer } from "../members/photoLinks";

/** Payments and notes on a card: the last three, newest first. */
export const CARD_HISTORY = 3;

export const vCallCard = v.object({
  _id: v.id("profiles"),
  fullName: v.string(),
  profileCode: v.string(),
  gender: profileFields.gender,
  /** The app language the member chose, so the agent answers in it; null until they choose. */
  preferredLanguage: v.nullable(vLanguage),
  status: vProfileStatus,
  statusReason: v.nullable(v.string()),
  plan: vPlan,
  premiumUntil: v.nullable(v.number()),
  /** Masked, "+91 98•••••210"; in full through `admin/members:viewContacts`. */
  mobile: v.nullable(v.string()),
  altMobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  photoUrl: v.nullable(v.string()),
  createdAt: v.number(),
  lastPayments: v.array(vAdminPayment),
  lastNotes: v.array(vCallNote),
});
export type CallCard = Infer<typeof vCallCard>;

export const vLookupResult = v.object({
  /** How the text was read: "phone", "code", "email" or "name"; null for an empty box. */
  matchedBy: v.nullable(v.union(v.literal("phone"), v.literal("code"), v.literal("email"), v.literal("name"))),
  cards: v.array(vCallCard),
});
export type LookupResult = Infer<typeof vLookupResult>;

async function toCallCard(ctx: QueryCtx, viewer: PhotoViewer, p: Doc<"profiles">, nowMs: number): Promise<CallCard> {
  const contacts = await contactsOf(ctx, p._id);
  const payments = await latestPayments(ctx, p._id, CARD_HISTORY);
  const notes = await latestNotes(ctx, p._id, CARD_HISTORY);
  return {
    _id: p._id,
    fullName: p.fullName,
    profileCode: p.profileCode,
    gender: p.gender,
    preferredLanguage: p.preferredLanguage ?? null,
    status: p.status,
    statusReason: p.statusReason ?? null,
    plan: membershipLabel(p.premiumUntil, nowMs),
    premiumUntil: p.premiumUntil ?? null,
    // Masked: the card shows them in full through `admin/members:viewContacts`, which is audited.
    mobile: contacts ? maskPhone(contacts.mobileNumber) : null,
    altMobile: contacts?.altMobileNumber ? maskPhone(contacts.altMobileNumber) : null,
    email: contacts ? maskEmail(contacts.email) : null,
    photoUrl: await profilePhotoUrl(ctx, viewer, p._id),
    createdAt: p.createdAt,
    lastPayments: await Promise.all(payments.map((r) => toAdminPayment(ctx, r, p))),
    lastNotes: await Promise.all(notes.map((n) => toCallNote(ctx, n, p))),
  };
}

export async function lookup(ctx: QueryCtx, viewer: PhotoViewer, text: string, nowMs: number): Promise<LookupResult> {
  const search = classifySearch(text);
  if (search === null) return { matchedBy: null, cards: [] };
  const found =
    search.kind === "name" ? await nameMatches(ctx, search.text, LOOKUP_LIMIT) : await exactMatches(ctx, search);
  const cards: CallCard[] = [];
  for (const p of found.slice(0, LOOKUP_LIMIT)) cards.push(await toCallCard(ctx, viewer, p, nowMs));
  return { matchedBy: search.kind, cards };
}
