import { Group, Stack, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { ProfilePhoto } from "../../components/ProfilePhoto/ProfilePhoto";
import { t } from "../../i18n";
import { lazyDialog, preloadOnIntent, useOpenedOnce } from "../../components/DialogActions";
import type { PhotoLock } from "@matrimony/shared/rules/privacy";

// Fetched when first needed (components/DialogActions/lazyDialog.tsx): not on the page's critical path.
const PhotoModal = lazyDialog(() => import("./PhotoModal").then((m) => m.PhotoModal));

export interface PhotoGalleryProps {
  /** thumbUrl: the card-size copy, shown on the page; url: the full photo, opened large. */
  photos: readonly { photoId: string; url: string; thumbUrl: string }[];
  name: string;
  /** The owner keeps the photos from this viewer: the placeholder says why. */
  lock?: PhotoLock | null;
}

/**
 * The member's main photo and thumbnails of the others; any of them opens large in a modal. Without
 * photos the placeholder shows, and there is nothing to enlarge.
 */
export function PhotoGallery({ photos, name, lock = null }: PhotoGalleryProps) {
  const [shown, setShown] = useState(0);
  const [large, setLarge] = useState<string | null>(null);
  const main = photos[shown] ?? photos[0];
  const enlarged = useOpenedOnce(large !== null);

  return (
    <Stack gap="xs">
      {main ? (
        <UnstyledButton
          onClick={() => setLarge(main.url)}
          {...preloadOnIntent(PhotoModal)}
          aria-label={t("member.enlargePhoto", { name })}
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <ProfilePhoto src={main.thumbUrl} name={name} priority />
        </UnstyledButton>
      ) : (
        <ProfilePhoto src={null} name={name} eager lock={lock} />
      )}
      {photos.length > 1 && (
        <Group gap={6} wrap="wrap">
          {photos.map((photo, index) => (
            <UnstyledButton
              key={photo.photoId}
              onClick={() => setShown(index)}
              aria-label={t("member.showPhoto", { n: index + 1, name })}
              aria-pressed={index === shown}
              w={56}
              style={{
                borderRadius: "var(--mantine-radius-sm)",
                outline: index === shown ? "2px solid var(--mantine-color-pink-8)" : undefined,
                outlineOffset: 1,
              }}
            >
              <ProfilePhoto src={photo.thumbUrl} name={name} />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {enlarged && <PhotoModal src={large} name={name} onClose={() => setLarge(null)} />}
    </Stack>
  );
}
