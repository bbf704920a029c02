/**
 * ID and photo (selfie) verification, the member's side: an upload URL, sending the uploaded
 * file for staff, and the state of each. No function here returns a file's URL or storage id: the member
 * sees only the state (model/verification/documents.ts).
 */
import { v, type Infer } from "convex/values";
import { sniffImageType, SNIFF_BYTES } from "@matrimony/shared/rules/imageType";
import { VERIFICATION_FILE_MAX_BYTES } from "@matrimony/shared/rules/idVerification";
import { internal } from "./_generated/api";
import { internalMutation, memberMutation, memberQuery, publicAction } from "./functions";
import { fail } from "./model/errors";
import { requireIdentity } from "./model/identity";
import { memberStates, submitDocument, verificationUploadUrl } from "./model/verification/documents";
import { vDocumentKind, vIdDocumentType } from "./model/verification/documentValidators";

const vSubmitResult = v.union(
  v.object({ ok: v.literal(true) }),
  v.object({ ok: v.literal(false), code: v.literal("invalid"), message: v.string(), key: v.string() }),
);
const vState = v.union(
  v.object({ state: v.literal("none") }),
  v.object({ state: v.literal("waiting"), submittedAt: v.number(), documentType: v.union(vIdDocumentType, v.null()) }),
  v.object({ state: v.literal("approved"), at: v.number() }),
  v.object({ state: v.literal("revoked"), at: v.number() }),
  v.object({
    state: v.literal("rejected"),
    at: v.number(),
    reason: v.string(),
    documentType: v.union(vIdDocumentType, v.null()),
  }),
);

/** The state of the member's ID and selfie verification, live (it changes when staff decide). */
export const status = memberQuery({
  args: {},
  returns: v.object({ id: vState, photo: vState, hasProfilePhoto: v.boolean() }),
  handler: async (ctx) => await memberStates(ctx, ctx.profile),
});

/** A one-time URL to upload an ID photo or a selfie to; refused once verified, and rate limited. */
export const generateUploadUrl = memberMutation({
  args: { kind: vDocumentKind },
  returns: v.string(),
  handler: async (ctx, { kind }) => await verificationUploadUrl(ctx, ctx.profile, kind),
});

/**
 * Send the uploaded file to staff; checked on the server (its real type from its first bytes, at most
 * 5 MB). An action, because only an action can read the stored bytes. A refused file is deleted and the
 * answer says why (`ok: false`).
 */
export const submit = publicAction({
  args: { kind: vDocumentKind, documentType: v.optional(vIdDocumentType), storageId: v.id("_storage") },
  returns: vSubmitResult,
  // Typed by hand: the action calls its own module's internal mutation, which TypeScript cannot infer through.
  handler: async (ctx, args): Promise<Infer<typeof vSubmitResult>> => {
    const identity = await requireIdentity(ctx);
    // The size from the file's metadata first, as photos.add does: an oversized file is never downloaded
    // (ctx.storage.get fetches it whole); attach refuses it from that same metadata and deletes it.
    const size = await ctx.runQuery(internal.photos.storedSize, { storageId: args.storageId });
    if (size === null) fail("not_found", "idCheck.errorNotFound");
    let sniffedType: string | null = null;
    if (size <= VERIFICATION_FILE_MAX_BYTES) {
      const blob = await ctx.storage.get(args.storageId);
      if (blob === null) fail("not_found", "idCheck.errorNotFound");
      sniffedType = sniffImageType(new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()));
    }
    return await ctx.runMutation(internal.idVerification.attach, {
      tokenIdentifier: identity.tokenIdentifier,
      ...args,
      sniffedType,
    });
  },
});

/** idVerification.submit's database half, for the member whose token the action checked. */
export const attach = internalMutation({
  args: {
    tokenIdentifier: v.string(),
    kind: vDocumentKind,
    documentType: v.optional(vIdDocumentType),
    storageId: v.id("_storage"),
    sniffedType: v.union(v.string(), v.null()),
  },
  returns: vSubmitResult,
  handler: async (ctx, { tokenIdentifier, ...upload }): Promise<Infer<typeof vSubmitResult>> => {
    const profile = await ctx.db
      .query("profiles")
      .withIndex("by_tokenIdentifier", (q) => q.eq("tokenIdentifier", tokenIdentifier))
      .unique();
    if (profile === null) fail("no_profile", "error.noProfile");
    return await submitDocument(ctx, profile, upload);
  },
});
