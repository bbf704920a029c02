import { useMutation } from "convex/react";
import { useCallback } from "react";
import { api } from "../../convexApi";
import { setLanguage } from "../../i18n";
import type { Language } from "./language";
import { useSession } from "../session/useSession";

/**
 * Switches the app's language, remembers it on this device, and for a signed-in member also on their
 * profile, so it follows them to another phone and the console shows it. The page changes at once; the
 * profile is saved in the background (a lost save only means the next device starts in its own default).
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const session = useSession();
  const save = useMutation(api.members.setPreferredLanguage);
  const isMember = session.status === "member";
  return useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (isMember)
        save({ language }).catch((error: unknown) => console.warn("Could not save the language on the profile", error));
    },
    [isMember, save],
  );
}
