/**
 * ID and photo (selfie) verification by staff. A member sends a photo of an ID document or a
 * selfie; it waits in `verificationDocuments` for an admin, who compares it with the profile (name, date
 * of birth, face) and approves or rejects it. Either way the file and its row are deleted at once; what is
 * kept is the `verifications` history row (document type, decision, who, when, the reason of a rejection)
 * and, on approval, the badge (model/verification/badges.ts). Never the document's number.
 *
 * The file itself never leaves the server to a member, not even to its owner: members see only the state
 * (memberStates). Admins get its URL through model/members/documentPrivacy.ts.
 */
import type { Infer } from "convex/values";
import {
  isVerificationFileType,
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_REASON_MAX,
  type IdDocumentType,
  type VerificationFileKind,
} from "@matrimony/shared/rules/idVerification";
import { en, type MessageKey } from "@matrimony/shared/messages";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { audit } from "../audit";
import { fail } from "../errors";
import { cleanFreeText } from "../validation";
import type { StaffMember } from "../identity";
import { consume } from "../limits";
import { photosOf } from "../members/photos";
import { badgesOf, grantBadge, revokeBadge } from "./badges";
import { notify } from "../notifications/notify";
import type { vIdDocumentType } from "./documentValidators";

export type DocumentKind = VerificationFileKind;
type DocumentType = Infer<typeof vIdDocumentType> & IdDocumentType;

/** The member's file of this kind waiting for staff, or null. */
export async function pendingDocument(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  kind: DocumentKind,
): Promise<Doc<"verificationDocuments"> | null> {
  return await ctx.db
    .query("verificationDocuments")
    .withIndex("by_profileId_and_kind", (q) => q.eq("profileId", profileId).eq("kind", kind))
    .first();
}

/** Whether a stored file already belongs to something (a photo, its thumbnail, a verification file). */
async function isStoredFileTaken(ctx: QueryCtx, storageId: Id<"_storage">): Promise<boolean> {
  const photo = await ctx.db
    .query("photos")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (photo !== null) return true;
  const thumb = await ctx.db
    .query("photos")
    .withIndex("by_thumbStorageId", (q) => q.eq("thumbStorageId", storageId))
    .first();
  if (thumb !== null) return true;
  return (
    (await ctx.db
      .query("verificationDocuments")
      .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
      .first()) !== null
  );
}

/** Why this member may not send a file of this kind now, or null. */
async function refusalOf(ctx: QueryCtx, profile: Doc<"profiles">, kind: DocumentKind): Promise<MessageKey | null> {
  if (badgesOf(profile)[kind]) return "idCheck.errorAlreadyVerified";
  // Staff compare a selfie with the profile photos: without one there is nothing to compare it with.
  if (kind === "photo" && (await photosOf(ctx, profile._id)).length === 0) return "idCheck.errorNoProfilePhoto";
  return null;
}

/** A one-time upload URL for a verification file; refused when verified already, and rate limited. */
export async function verificationUploadUrl(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  kind: DocumentKind,
): Promise<string> {
  const refusal = await refusalOf(ctx, profile, kind);
  if (refusal !== null) fail("conflict", refusal);
  await consume(ctx, "verificationUploads", profile._id, "idCheck.errorRateLimited");
  return await ctx.storage.generateUploadUrl();
}

/** A refusal carries its catalogue key, so the app shows it in the member's language. */
export type SubmitResult = { ok: true } | { ok: false; code: "invalid"; message: string; key: MessageKey };

/**
 * Keep an uploaded file as the member's ID photo or selfie for staff, after checking it from the stored
 * file's own metadata and first bytes. A refused file is deleted and the refusal returned, not thrown (a
 * throw would roll the deletion back). A second file of the same kind while the first still waits replaces
 * it (a new row, so a decision on the old one cannot land on a file staff did not see; its place in the
 * queue is kept).
 */
export async function submitDocument(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  upload: { kind: DocumentKind; documentType?: DocumentType; storageId: Id<"_storage">; sniffedType: string | null },
): Promise<SubmitResult> {
  const { kind, storageId } = upload;
  const meta = await ctx.db.system.get("_storage", storageId);
  if (meta === null) fail("not_found", "idCheck.errorNotFound");
  // Someone else's file (a photo, or another member's document): never a second owner, never deleted here.
  if (await isStoredFileTaken(ctx, storageId)) fail("conflict", "idCheck.errorNotFound");
  // The size first: an oversized file is never read, so it has no sniffed type (idVerification.submit).
  const problem: MessageKey | null =
    meta.size > VERIFICATION_FILE_MAX_BYTES
      ? "idCheck.errorTooLarge"
      : !isVerificationFileType(upload.sniffedType) || !isVerificationFileType(meta.contentType)
        ? "idCheck.errorNotImage"
        : kind === "id" && upload.documentType === undefined
          ? "idCheck.errorDocumentType"
          : await refusalOf(ctx, profile, kind);
  if (problem !== null || upload.sniffedType === null) {
    await ctx.storage.delete(storageId);
    const key = problem ?? "idCheck.errorNotImage";
    return { ok: false, code: "invalid", message: en[key], key };
  }
  const earlier = await pendingDocument(ctx, profile._id, kind);
  if (earlier !== null) await deleteDocument(ctx, earlier);
  await ctx.db.insert("verificationDocuments", {
    profileId: profile._id,
    kind,
    ...(kind === "id" && upload.documentType !== undefined ? { documentType: upload.documentType } : {}),
    storageId,
    contentType: upload.sniffedType,
    size: meta.size,
    submittedAt: earlier?.submittedAt ?? Date.now(),
  });
  return { ok: true };
}

/** The file and its row: gone from storage, nothing left to issue a URL for. */
async function deleteDocument(ctx: MutationCtx, doc: Doc<"verificationDocuments">): Promise<void> {
  await ctx.db.delete("verificationDocuments", doc._id);
  if ((await ctx.db.system.get("_storage", doc.storageId)) !== null) await ctx.storage.delete(doc.storageId);
}

/** What the owner sees of one kind: the state only, never the file. */
export type DocumentState =
  | { state: "none" }
  | { state: "waiting"; submittedAt: number; documentType: DocumentType | null }
  | { state: "approved"; at: number }
  /** The badge was taken away because what it vouched for changed (revokeOnChange): verify again. */
  | { state: "revoked"; at: number }
  | { state: "rejected"; at: number; reason: string; documentType: DocumentType | null };

/** The latest `verifications` row of this kind for the member (history is short: a few rows per kind). */
async function latestDecision(
  ctx: QueryCtx,
  profileId: Id<"profiles">,
  kind: DocumentKind,
): Promise<Doc<"verifications"> | null> {
  const rows = await ctx.db
    .query("verifications")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(50);
  return rows.find((r) => r.kind === kind) ?? null;
}

export async function documentState(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
  kind: DocumentKind,
): Promise<DocumentState> {
  const grantedAt = profile.badges?.[kind];
  if (badgesOf(profile)[kind] && grantedAt !== undefined) return { state: "approved", at: grantedAt };
  const pending = await pendingDocument(ctx, profile._id, kind);
  if (pending !== null)
    return { state: "waiting", submittedAt: pending.submittedAt, documentType: pending.documentType ?? null };
  const last = await latestDecision(ctx, profile._id, kind);
  if (last !== null && last.decision === "rejected") {
    return {
      state: "rejected",
      at: last.at,
      reason: last.reason ?? "",
      documentType: (last.documentType as DocumentType | undefined) ?? null,
    };
  }
  if (last !== null && last.decision === "revoked") return { state: "revoked", at: last.at };
  return { state: "none" };
}

/**
 * A verified badge vouches for what staff compared: the ID for the name and date of birth, the selfie for
 * the profile photos. When those change, the badge goes (recorded with who changed them and why), so a
 * badge never stands for a name or a photo nobody checked.
 */
export async function revokeOnChange(
  ctx: MutationCtx,
  profile: Doc<"profiles">,
  change: { fullName?: unknown; dateOfBirth?: unknown; photoAdded?: boolean },
  by: string,
): Promise<void> {
  const identityChanged =
    (change.fullName !== undefined && change.fullName !== profile.fullName) ||
    (change.dateOfBirth !== undefined && change.dateOfBirth !== profile.dateOfBirth);
  if (identityChanged)
    await revokeBadge(ctx, profile._id, "id", by, "The name or date of birth changed after the check.");
  if (change.photoAdded === true)
    await revokeBadge(ctx, profile._id, "photo", by, "A photo was added after the check.");
}

/** Both kinds' states, for the member's own "Verify my profile" page. */
export async function memberStates(
  ctx: QueryCtx,
  profile: Doc<"profiles">,
): Promise<{ id: DocumentState; photo: DocumentState; hasProfilePhoto: boolean }> {
  return {
    id: await documentState(ctx, profile, "id"),
    photo: await documentState(ctx, profile, "photo"),
    hasProfilePhoto: (await photosOf(ctx, profile._id)).length > 0,
  };
}

export type Decision = { decision: "approve" } | { decision: "reject"; reason: string };

/**
 * An admin's decision on one waiting file: the badge granted (approve) or a "rejected" history row with the
 * reason the member sees (reject); then the file and its row are deleted and the decision audited. The
 * reason is required on a rejection and bounded (it is shown to the member).
 */
export async function decideDocument(
  ctx: MutationCtx,
  staff: StaffMember,
  id: Id<"verificationDocuments">,
  decision: Decision,
): Promise<null> {
  const doc = await ctx.db.get("verificationDocuments", id);
  if (doc === null) fail("not_found", "error.notFound");
  const profile = await ctx.db.get("profiles", doc.profileId);
  if (profile === null) fail("not_found", "error.notFound");
  const documentType = doc.documentType;
  if (decision.decision === "approve") {
    await grantBadge(
      ctx,
      profile._id,
      doc.kind,
      staff.email,
      documentType === undefined ? undefined : { documentType },
    );
  } else {
    const reason = cleanFreeText(decision.reason, {
      field: "reason",
      max: VERIFICATION_REASON_MAX,
      tooLong: "error.invalidInput",
      required: "error.invalidInput",
    });
    await ctx.db.insert("verifications", {
      profileId: profile._id,
      kind: doc.kind,
      decision: "rejected",
      by: staff.email,
      reason,
      ...(documentType === undefined ? {} : { documentType }),
      at: Date.now(),
    });
  }
  await deleteDocument(ctx, doc);
  // The member hears of it (bell, and mail unless turned off); one decision per file, so its id keys it.
  await notify(ctx, {
    profileId: profile._id,
    kind: "verificationDecision",
    params: {
      badge: doc.kind,
      ...(decision.decision === "approve"
        ? { decision: "granted" }
        : { decision: "rejected", reason: decision.reason.trim() }),
    },
    dedupeKey: `verificationDecision:${doc._id}`,
  });
  await audit(ctx, {
    actor: staff.email,
    action: decision.decision === "approve" ? "verification.approve" : "verification.reject",
    target: profile.profileCode,
    details: [doc.kind, documentType, decision.decision === "reject" ? decision.reason.trim() : undefined]
      .filter((x) => x !== undefined)
      .join(": "),
  });
  return null;
}

/**
 * The member's verification record for their data export (DPDP): each decision (kind, document type,
 * decision, reason, when; "staff" rather than which staff member) and what still waits. Never a file.
 */
export async function verificationExport(ctx: QueryCtx, profileId: Id<"profiles">) {
  const history = await ctx.db
    .query("verifications")
    .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
    .order("desc")
    .take(200);
  const waiting = await ctx.db
    .query("verificationDocuments")
    .withIndex("by_profileId_and_kind", (q) => q.eq("profileId", profileId))
    .take(10);
  return {
    decisions: history.map((r) => ({
      kind: r.kind,
      decision: r.decision,
      by: r.by === "member" || r.by === "system" ? r.by : "staff",
      ...(r.documentType === undefined ? {} : { documentType: r.documentType }),
      ...(r.reason === undefined ? {} : { reason: r.reason }),
      at: r.at,
    })),
    waitingForStaff: waiting.map((d) => ({
      kind: d.kind,
      ...(d.documentType === undefined ? {} : { documentType: d.documentType }),
      submittedAt: d.submittedAt,
    })),
  };
}

/** Deletes a member's waiting files (account deletion). */
export async function purgeVerificationDocuments(ctx: MutationCtx, profileId: Id<"profiles">): Promise<void> {
  const rows = await ctx.db
    .query("verificationDocuments")
    .withIndex("by_profileId_and_kind", (q) => q.eq("profileId", profileId))
    .take(10);
  for (const row of rows) await deleteDocument(ctx, row);
}
