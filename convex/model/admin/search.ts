/**
 * One search box for a support agent on a call: whatever the caller reads out (a phone number in any
 * spelling, a profile code, an email, a name) finds the member through an index, never a table scan.
 */
import { phoneSearchCandidates } from "@matrimony/shared/phone";
import { isProfileCode, normaliseProfileCode } from "@matrimony/shared/profileCode";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

export type SearchKind = "email" | "code" | "phone" | "name";
export type ClassifiedSearch =
  | { kind: "email"; email: string }
  | { kind: "code"; code: string }
  | { kind: "phone"; numbers: string[] }
  | { kind: "name"; text: string };

/** Up to this many members per lookup: a call card list, not a report. */
export const LOOKUP_LIMIT = 10;

/**
 * What the typed text is. An @ makes it an email; the profile code's shape (TM + 6 of its alphabet, any
 * case, spaces or dashes) a code; digits with the usual separators, 8 or more of them, a phone number;
 * anything else a name. A name never looks like a number, so the order only matters for odd input.
 */
export function classifySearch(raw: string): ClassifiedSearch | null {
  const text = raw.trim();
  if (text === "") return null;
  if (text.includes("@")) return { kind: "email", email: text.toLowerCase() };
  if (isProfileCode(text)) return { kind: "code", code: normaliseProfileCode(text) };
  const digits = text.replace(/\D/g, "");
  if (/^\+?[\d\s\-.()]+$/.test(text) && digits.length >= 8) {
    const numbers = phoneSearchCandidates(text);
    if (numbers.length > 0) return { kind: "phone", numbers };
  }
  return { kind: "name", text };
}

async function profilesByIds(ctx: QueryCtx, ids: Id<"profiles">[]): Promise<Doc<"profiles">[]> {
  const out: Doc<"profiles">[] = [];
  for (const id of new Set(ids)) {
    const profile = await ctx.db.get("profiles", id);
    if (profile !== null) out.push(profile);
  }
  return out;
}

/** Members found by an exact key (email, code, phone): a handful of index lookups. */
export async function exactMatches(
  ctx: QueryCtx,
  search: Exclude<ClassifiedSearch, { kind: "name" }>,
): Promise<Doc<"profiles">[]> {
  if (search.kind === "code") {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_profileCode", (q) => q.eq("profileCode", search.code))
      .first();
    return profile === null ? [] : [profile];
  }
  if (search.kind === "email") {
    const rows = await ctx.db
      .query("contacts")
      .withIndex("by_email", (q) => q.eq("email", search.email))
      .take(LOOKUP_LIMIT);
    return await profilesByIds(
      ctx,
      rows.map((r) => r.profileId),
    );
  }
  // A number may be a member's own or the alternate one their parents gave: both are searched.
  const ids: Id<"profiles">[] = [];
  for (const number of search.numbers) {
    const own = await ctx.db
      .query("contacts")
      .withIndex("by_mobileNumber", (q) => q.eq("mobileNumber", number))
      .take(LOOKUP_LIMIT);
    const alt = await ctx.db
      .query("contacts")
      .withIndex("by_altMobileNumber", (q) => q.eq("altMobileNumber", number))
      .take(LOOKUP_LIMIT);
    ids.push(...own.map((r) => r.profileId), ...alt.map((r) => r.profileId));
  }
  return (await profilesByIds(ctx, ids)).slice(0, LOOKUP_LIMIT);
}

/** Members whose name matches, best first (the full-text search index on fullName). */
export async function nameMatches(
  ctx: QueryCtx,
  text: string,
  limit: number = LOOKUP_LIMIT,
): Promise<Doc<"profiles">[]> {
  return await ctx.db
    .query("profiles")
    .withSearchIndex("search_fullName", (q) => q.search("fullName", text))
    .take(limit);
}
