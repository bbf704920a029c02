import type { RaRecord } from "react-admin";
import type { PhotoRejectReason } from "../../dataProvider";

/** One photo waiting in the photo queue (convex/model/admin/photoQueue.ts vPhotoQueueRow). */
export type PhotoQueueRow = RaRecord & {
  _id: string;
  createdAt: number;
  url: string;
  thumbUrl: string;
  profileId: string;
  profileCode: string;
  fullName: string;
  gender: string;
  dateOfBirth: string;
  status: string;
  approvedPhotos: { photoId: string; url: string; thumbUrl: string }[];
};

export type { PhotoRejectReason };
