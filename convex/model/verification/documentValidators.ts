/** Validators of ID and selfie verification, shared by the schema and the functions. */
import { v } from "convex/values";

export const vIdDocumentType = v.union(
  v.literal("aadhaar"),
  v.literal("pan"),
  v.literal("passport"),
  v.literal("voterId"),
  v.literal("drivingLicence"),
);
/** What a member sends: a photo of an ID document, or a selfie (the "photo" badge). */
export const vDocumentKind = v.union(v.literal("id"), v.literal("photo"));
