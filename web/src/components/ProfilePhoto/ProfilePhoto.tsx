import { useConvex } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import type { PhotoLock } from "@matrimony/shared/rules/privacy";
import { t } from "../../i18n";
import classes from "./ProfilePhoto.module.css";
import placeholder from "./placeholder.svg";

/** The neutral silhouette shown for a member without a photo, or when their photo fails to load. */
export const PHOTO_PLACEHOLDER: string = placeholder;

export interface ProfilePhotoProps {
  /** The photo's URL; null or undefined when the member has none. */
  src: string | null | undefined;
  /** Whose photo it is, for the alt text. */
  name: string;
  /** Above the fold (the member page's main photo): load at once instead of lazily. */
  eager?: boolean;
  /** The page's main image (the first card, the member page's photo): fetched first, before other images. */
  priority?: boolean;
  className?: string;
  /** The owner's photo setting keeps the photo from this viewer: the placeholder says why. */
  lock?: PhotoLock | null;
}

const LOCK_TEXT = { interest: "privacy.photoLockedInterest", staff: "privacy.photoLockedStaff" } as const;

/**
 * A member's photo in a 4:5 frame. A missing photo or one that fails to load (expired URL, bad network)
 * shows the placeholder, so a card never shows a broken-image icon (SPEC §2, §8).
 */
export function ProfilePhoto({ src, name, eager = false, priority = false, className, lock }: ProfilePhotoProps) {
  if (lock) return <LockedPhoto lock={lock} className={className} />;
  return <PhotoImage src={src} name={name} eager={eager} priority={priority} className={className} />;
}

/** The placeholder with the reason written on it, so a family knows the photo is kept back, not missing. */
function LockedPhoto({ lock, className }: { lock: PhotoLock; className?: string | undefined }) {
  const text = t(LOCK_TEXT[lock]);
  return (
    <div className={className ? `${classes.locked} ${className}` : classes.locked} role="img" aria-label={text}>
      <img src={PHOTO_PLACEHOLDER} alt="" width={400} height={500} className={classes.photo} />
      <span className={classes.lockText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** A signed link to the photo route (the server's photoLinks.ts), which expires; other sources do not. */
function isSignedPhotoLink(url: string): boolean {
  return /(^|\/)photos\?/.test(url);
}

function PhotoImage({ src, name, eager, priority, className }: Omit<ProfilePhotoProps, "lock">) {
  // Absent outside a Convex provider (a page without the backend): a failed photo then stays the placeholder.
  const convex = useConvex() as ReturnType<typeof useConvex> | undefined;
  // Remember which URL failed, not just "failed": a new src (another member, a new upload) gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Signed links last 5 to 15 minutes: on a page left open longer, a photo that fails asks once for a fresh
  // link (the server checks again that the viewer may see it) and shows the placeholder meanwhile.
  const [fresh, setFresh] = useState<{ for: string; url: string } | null>(null);
  const [renewedFor, setRenewedFor] = useState<string | null>(null);
  const current = src && fresh?.for === src ? fresh.url : src;
  const usable = current && current !== failedSrc ? current : null;
  const onError = () => {
    if (!usable) return;
    setFailedSrc(usable);
    if (!src || renewedFor === src || convex === undefined || !isSignedPhotoLink(usable)) return;
    setRenewedFor(src);
    convex
      .query(api.photos.freshLink, { link: usable })
      .then((url) => {
        if (url !== null && url !== usable) setFresh({ for: src, url });
      })
      .catch(() => undefined);
  };
  return (
    <img
      src={usable ?? PHOTO_PLACEHOLDER}
      alt={usable ? t("photo.alt", { name }) : t("photo.placeholderAlt", { name })}
      onError={onError}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      width={400}
      height={500}
      className={className ? `${classes.photo} ${className}` : classes.photo}
    />
  );
}
