import { useMutation } from "convex/react";
import { useEffect, useRef } from "react";
import { api } from "../../convexApi";
import { currentLanguage, setLanguage } from "../../i18n";
import { useSession } from "../session/useSession";

/**
 * Keeps a member's language and their profile in step, once per sign-in: a language saved on the profile
 * is applied (it follows the member to a new phone); a profile without one gets the language on screen
 * (new members, and members from before languages could be chosen).
 */
export function ProfileLanguage() {
  const session = useSession();
  const save = useMutation(api.members.setPreferredLanguage);
  const synced = useRef<string | null>(null);
  const profile = session.status === "member" ? session.me.profile : null;

  useEffect(() => {
    if (profile === null) {
      synced.current = null;
      return;
    }
    if (synced.current === profile._id) return;
    synced.current = profile._id;
    const saved = profile.preferredLanguage;
    if (saved === undefined)
      save({ language: currentLanguage() }).catch((error: unknown) =>
        console.warn("Could not save the language", error),
      );
    else if (saved !== currentLanguage()) void setLanguage(saved);
  }, [profile, save]);

  return null;
}
