/**
 * The member's jatakam (birth chart): upload, replace, remove. Who may open it is the owner's setting
 * (privacy.update `jatakam`); it is served only through the photo route's signed links (model/members/privacy.ts).
 */
import { v, type Infer } from "convex/values";
import {
  JATAKAM_MAX_BYTES,
  JATAKAM_SNIFF_BYTES,
  sniffJatakamType,
  type JatakamType,
} from "@matrimony/shared/rules/jatakam";
import { internal } from "./_generated/api";
import { internalMutation, memberMutation, publicAction } from "./functions";
import { requireIdentity } from "./model/identity";
import { consume } from "./model/limits";
import { fail } from "./model/errors";
import { attachJatakam, removeJatakamOf } from "./model/members/jatakam";
import { audit, memberActor } from "./model/audit";
import { vJatakamType } from "./validators";

const vAddResult = v.union(
  v.object({ ok: v.literal(true) }),
  v.object({ ok: v.literal(false), code: v.literal("invalid"), message: v.string() }),
);

/** A one-time URL to upload the jatakam file to; counted with photo uploads against one hourly limit. */
export const generateUploadUrl = memberMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    await consume(ctx, "uploadUrls", ctx.profile._id, "limit.uploads");
    return await ctx.storage.generateUploadUrl();
  },
});

/**
 * Keep an uploaded file as the caller's jatakam, replacing the one before; checked on the server (its type
 * from its first bytes, at most 5 MB). An action, because only an action can read the stored bytes.
 */
export const add = publicAction({
  args: { storageId: v.id("_storage") },
  returns: vAddResult,
  handler: async (ctx, { storageId }): Promise<Infer<typeof vAddResult>> => {
    const identity = await requireIdentity(ctx);
    // The size from the metadata first: an oversized file is never downloaded.
    const size = await ctx.runQuery(internal.photos.storedSize, { storageId });
    let sniffedType: JatakamType | null = null;
    if (size !== null && size <= JATAKAM_MAX_BYTES) {
      const blob = await ctx.storage.get(storageId);
      sniffedType = sniffJatakamType(
        blob === null ? new Uint8Array() : new Uint8Array(await blob.slice(0, JATAKAM_SNIFF_BYTES).arrayBuffer()),
      );
    }
    return await ctx.runMutation(internal.jatakam.attach, {
      tokenIdentifier: identity.tokenIdentifier,
      storageId,
      sniffedType,
    });
  },
});

/** jatakam.add's database half, for the member whose token the action checked. */
export const attach = internalMutation({
  args: { tokenIdentifier: v.string(), storageId: v.id("_storage"), sniffedType: v.union(vJatakamType, v.null()) },
  returns: vAddResult,
  handler: async (ctx, { tokenIdentifier, storageId, sniffedType }) => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", tokenIdentifier))
      .unique();
    if (profile === null) fail("no_profile", "error.noProfile");
    const result = await attachJatakam(ctx, profile, storageId, sniffedType);
    return result.ok ? { ok: true as const } : result;
  },
});

/** Remove the caller's jatakam and its file; none is not an error (a second tap, another device). */
export const remove = memberMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await removeJatakamOf(ctx, ctx.profile._id);
    await audit(ctx, {
      actor: memberActor(ctx.profile.profileCode),
      action: "member.jatakam.remove",
      target: ctx.profile.profileCode,
    });
    return null;
  },
});
