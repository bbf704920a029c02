import { Badge, Button, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useState } from "react";
import { PHOTO_MAX_COUNT } from "@matrimony/shared/rules/photos";
import { PHOTO_REASON_KEYS } from "@matrimony/shared/notificationText";
import { DialogActions } from "../../components/DialogActions";
import { ProfilePhoto } from "../../components/ProfilePhoto/ProfilePhoto";
import { api } from "../../convexApi";
import { errorMessage } from "../errors";
import { PhotoUpload } from "../photos/PhotoUpload";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";

type Photo = Me["photos"][number];

/** A photo other members do not see yet: waiting for staff, or refused with the reason in the language on screen. */
function ReviewNote({ review }: { review: Photo["review"] }) {
  if (review === undefined) return null;
  if (review.state === "pending") {
    return (
      <Badge color="yellow.3" c="dark.7" variant="filled" radius="sm">
        {t("profile.photoPending")}
      </Badge>
    );
  }
  return (
    <>
      <Badge color="red.9" variant="filled" radius="sm">
        {t("profile.photoRejected")}
      </Badge>
      {review.reason !== undefined && (
        <Text size="sm" c="red.9">
          {t("profile.photoRejectedReason", { reason: t(PHOTO_REASON_KEYS[review.reason]) })}
        </Text>
      )}
    </>
  );
}

/**
 * The member's photos, each removable after a confirmation, and an upload while there is room. Photos staff
 * have not approved are marked: other members see only approved ones.
 */
export function MyPhotos({ me }: { me: Me }) {
  const remove = useMutation(api.photos.remove);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const { photos } = me;
  const name = me.profile.fullName;

  const confirmRemove = async () => {
    if (confirming === null) return;
    setRemoving(true);
    try {
      await remove({ photoId: confirming });
      notifications.show({ color: "green", message: t("profile.photoRemoved") });
      setConfirming(null);
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("profile.photoRemoveFailed")) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-photos-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-photos-title">
          {t("profile.photosTitle", { count: photos.length, max: PHOTO_MAX_COUNT })}
        </Title>
        {photos.length === 0 && <Text>{t("profile.noPhotos")}</Text>}
        {photos.some((photo) => photo.review?.state === "pending") && (
          <Text size="sm">{t("profile.photoPendingHint")}</Text>
        )}
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {photos.map((photo, index) => (
              <Stack key={photo.photoId} gap={6}>
                <ProfilePhoto src={photo.thumbUrl} name={name} />
                <ReviewNote review={photo.review} />
                <Button
                  variant="default"
                  c="red.9"
                  size="sm"
                  onClick={() => setConfirming(photo.photoId)}
                  aria-label={t("profile.removePhotoNumbered", { n: index + 1 })}
                >
                  {t("profile.removePhoto")}
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {photos.length < PHOTO_MAX_COUNT && <PhotoUpload />}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("profile.removePhotoTitle")}
        centered
      >
        <Stack>
          <Text>{t("profile.removePhotoConfirm")}</Text>
          <DialogActions
            cancelLabel={t("common.no")}
            onCancel={() => setConfirming(null)}
            actionLabel={t("common.yes")}
            actionColor="red.9"
            onAction={() => void confirmRemove()}
            busy={removing}
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
