import { Modal } from "@mantine/core";
import { useState } from "react";
import { PHOTO_PLACEHOLDER } from "../../components/ProfilePhoto/ProfilePhoto";
import { t } from "../../i18n";

export interface PhotoModalProps {
  /** The photo to show large; null keeps the modal closed. */
  src: string | null;
  name: string;
  onClose: () => void;
}

/** A member's photo shown large (SPEC §2); a click on the overlay, Escape or the close button closes it. */
export function PhotoModal({ src, name, onClose }: PhotoModalProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      title={name}
      size="lg"
      centered
      closeOnClickOutside
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {src !== null && (
        <img
          src={src === failedSrc ? PHOTO_PLACEHOLDER : src}
          alt={src === failedSrc ? t("photo.placeholderAlt", { name }) : t("photo.alt", { name })}
          onError={() => setFailedSrc(src)}
          style={{
            display: "block",
            width: "100%",
            maxHeight: "75vh",
            objectFit: "contain",
            borderRadius: "var(--mantine-radius-md)",
          }}
        />
      )}
    </Modal>
  );
}
