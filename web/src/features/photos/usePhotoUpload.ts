import { notifications } from "@mantine/notifications";
import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { api, type Id } from "../../convexApi";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import { makeThumbnail } from "./thumbnail";

/** The server turned the file down (photos.add answered ok: false); its message says why. */
class PhotoRefused extends Error {}

const NOTICE_ID = "photo-upload";

/** POSTs a file to a one-time upload URL; the stored file's id. */
export async function send(uploadUrl: string, file: Blob): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  if (!response.ok) throw new Error(`upload answered ${String(response.status)}`);
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}

/**
 * Upload one photo (SPEC §4): a one-time upload URL from photos.generateUploadUrl, the file POSTed to it
 * (with its card-size copy, when the browser can make one), then photos.add attaches the stored file. Progress and the
 * outcome are shown as one toast that changes:
 * 'Uploading photo...', then 'Photo uploaded successfully.' or 'Photo upload failed: ' and why.
 */
export function usePhotoUpload(): { upload: (file: File) => Promise<boolean>; uploading: boolean } {
  const generateUploadUrl = useMutation(api.photos.generateUploadUrl);
  // An action on the server: it reads the file's first bytes to check that it really is an image.
  const addPhoto = useAction(api.photos.add);
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (file: File) => {
      setUploading(true);
      notifications.show({
        id: NOTICE_ID,
        loading: true,
        message: t("photo.uploading"),
        autoClose: false,
        withCloseButton: false,
      });
      try {
        // The card-size copy goes up beside the photo; without one, cards show the original.
        const thumbnail = await makeThumbnail(file);
        const [storageId, thumbStorageId] = await Promise.all([
          generateUploadUrl().then((url) => send(url, file)),
          thumbnail === null
            ? undefined
            : generateUploadUrl()
                .then((url) => send(url, thumbnail))
                .catch(() => undefined),
        ]);
        const result = await addPhoto(thumbStorageId === undefined ? { storageId } : { storageId, thumbStorageId });
        if (!result.ok) throw new PhotoRefused(result.message);
        notifications.update({
          id: NOTICE_ID,
          loading: false,
          color: "green",
          message: t("photo.uploaded"),
          autoClose: 4000,
          withCloseButton: true,
        });
        return true;
      } catch (error) {
        const why = error instanceof PhotoRefused ? error.message : errorMessage(error, t("photo.sendFailed"));
        notifications.update({
          id: NOTICE_ID,
          loading: false,
          color: "red",
          message: t("photo.uploadFailed", { error: why }),
          autoClose: 8000,
          withCloseButton: true,
        });
        return false;
      } finally {
        setUploading(false);
      }
    },
    [generateUploadUrl, addPhoto],
  );

  return { upload, uploading };
}
