import type { RaRecord } from "react-admin";

/** One file waiting in the verification queue (convex/model/admin/verificationQueue.ts vVerificationRow). */
export type VerificationRow = RaRecord & {
  _id: string;
  kind: "id" | "photo";
  documentType: string | null;
  submittedAt: number;
  fileUrl: string | null;
  profileId: string;
  profileCode: string;
  fullName: string;
  dateOfBirth: string;
  gender: string;
  status: string;
  photos: { photoId: string; url: string; thumbUrl: string }[];
};
