/**
 * Who is collecting contact details: members by reveals in the last day and members held by a
 * rate limit now, and agents by the full contacts they opened (day and week). Admins suspend a member or
 * remove an agent from there; both actions are audited by their own mutations.
 */
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vProfileStatus } from "../../validators";
import { DAILY_CONTACT_REVEALS, LIMITS } from "../limits";
import { CONTACT_VIEW_ACTION } from "./contactViews";
import { REVEAL_WATCH } from "@matrimony/shared/rules/safety";

const DAY = 86_400_000;
/** At most this many rows are read per source, and this many members and agents listed. */
const READ_CAP = 5000;
const LIST_CAP = 50;
/** Members who started at least this many conversations in the last 7 days are listed too. */
export const CONVERSATION_WATCH = 5;

export const vHarvestingMember = v.object({
  _id: v.id("profiles"),
  profileCode: v.string(),
  fullName: v.string(),
  status: vProfileStatus,
  revealsLastDay: v.number(),
  atRevealCap: v.boolean(),
  /** The member-facing limits currently holding this member (e.g. memberPageViews). */
  limited: v.array(v.string()),
  /** Conversations this member started in the last 7 days (beside reveals: both are ways to collect contacts). */
  conversationsStartedThisWeek: v.number(),
});
export const vHarvestingAgent = v.object({
  email: v.string(),
  contactViewsLastDay: v.number(),
  contactViewsLastWeek: v.number(),
  limited: v.boolean(),
});
export const vHarvesting = v.object({
  members: v.array(vHarvestingMember),
  agents: v.array(vHarvestingAgent),
  revealCap: v.number(),
});
type Harvesting = Infer<typeof vHarvesting>;

/** Whether a token-bucket limit's stored state leaves less than one token now. */
function heldNow(
  row: { value: number; ts: number },
  limit: { rate: number; period: number; capacity: number },
  now: number,
): boolean {
  const value = Math.min(limit.capacity, row.value + ((now - row.ts) * limit.rate) / limit.period);
  return value < 1;
}

export async function harvesting(ctx: QueryCtx, now: number): Promise<Harvesting> {
  const reveals = await ctx.db
    .query("contactReveals")
    .withIndex("by_revealedAt", (q) => q.gt("revealedAt", now - DAY))
    .take(READ_CAP);
  const counts = new Map<Id<"profiles">, number>();
  for (const r of reveals) counts.set(r.viewerId, (counts.get(r.viewerId) ?? 0) + 1);

  const limitedMembers = new Map<string, string[]>();
  for (const name of ["memberPageViews", "matchPages", "uploadUrls"] as const) {
    const rows = await ctx.db
      .query("rateLimits")
      .withIndex("name", (q) => q.eq("name", name))
      .take(READ_CAP);
    for (const row of rows)
      if (row.key !== undefined && heldNow(row, LIMITS[name], now))
        limitedMembers.set(row.key, [...(limitedMembers.get(row.key) ?? []), name]);
  }

  const started = await ctx.db
    .query("conversations")
    .withIndex("by_createdAt", (q) => q.gt("createdAt", now - 7 * DAY))
    .take(READ_CAP);
  const startedBy = new Map<string, number>();
  for (const c of started) startedBy.set(c.startedBy, (startedBy.get(c.startedBy) ?? 0) + 1);

  const ids = new Set<string>([
    ...[...counts.entries()].filter(([, n]) => n >= REVEAL_WATCH).map(([id]) => id),
    ...limitedMembers.keys(),
    ...[...startedBy.entries()].filter(([, n]) => n >= CONVERSATION_WATCH).map(([id]) => id),
  ]);
  const members: Harvesting["members"] = [];
  for (const raw of ids) {
    const id = ctx.db.normalizeId("profiles", raw);
    const profile = id === null ? null : await ctx.db.get("profiles", id);
    if (profile === null) continue;
    const revealsLastDay = counts.get(profile._id) ?? 0;
    members.push({
      _id: profile._id,
      profileCode: profile.profileCode,
      fullName: profile.fullName,
      status: profile.status,
      revealsLastDay,
      atRevealCap: revealsLastDay >= DAILY_CONTACT_REVEALS,
      limited: limitedMembers.get(raw) ?? [],
      conversationsStartedThisWeek: startedBy.get(raw) ?? 0,
    });
  }
  members.sort(
    (a, b) =>
      b.revealsLastDay - a.revealsLastDay ||
      b.conversationsStartedThisWeek - a.conversationsStartedThisWeek ||
      b.limited.length - a.limited.length,
  );

  const views = await ctx.db
    .query("auditLog")
    .withIndex("by_action_and_at", (q) => q.eq("action", CONTACT_VIEW_ACTION).gt("at", now - 7 * DAY))
    .take(READ_CAP);
  const perAgent = new Map<string, { day: number; week: number }>();
  for (const e of views) {
    const c = perAgent.get(e.actor) ?? { day: 0, week: 0 };
    c.week += 1;
    if (e.at > now - DAY) c.day += 1;
    perAgent.set(e.actor, c);
  }
  const agents: Harvesting["agents"] = [];
  for (const [email, c] of perAgent) {
    const row = await ctx.db
      .query("rateLimits")
      .withIndex("name", (q) => q.eq("name", "staffContactViews").eq("key", email))
      .unique();
    agents.push({
      email,
      contactViewsLastDay: c.day,
      contactViewsLastWeek: c.week,
      limited: row !== null && heldNow(row, LIMITS.staffContactViews, now),
    });
  }
  agents.sort(
    (a, b) => b.contactViewsLastDay - a.contactViewsLastDay || b.contactViewsLastWeek - a.contactViewsLastWeek,
  );
  return { members: members.slice(0, LIST_CAP), agents: agents.slice(0, LIST_CAP), revealCap: DAILY_CONTACT_REVEALS };
}
