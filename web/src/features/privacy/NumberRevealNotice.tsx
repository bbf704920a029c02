import { Anchor, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "convex/react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";

const STORAGE_PREFIX = "tm.numberSeen.";
const NUMBER_TAB = "/viewed-me?tab=number";

function lastTold(profileId: string): number | null {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + profileId);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function remember(profileId: string, revealedAt: number): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + profileId, String(revealedAt));
  } catch {
    // Private mode: the member may be told again on the next visit.
  }
}

/**
 * The live notice: subscribed to the newest reveal of the member's number, it shows a toast when
 * one arrives that this device has not told them of. The first answer on a device only sets the mark, so
 * old reveals do not pop up at sign-in. A small module on purpose: the notification centre will
 * take this over.
 */
export function NumberRevealNotice({ profileId }: { profileId: string }) {
  const latest = useQuery(api.viewers.latestNumberReveal);
  // Toasts render outside the router: the link navigates with the router's own function.
  const navigate = useNavigate();
  useEffect(() => {
    if (latest === undefined) return;
    const told = lastTold(profileId);
    if (latest === null) {
      // Nobody has seen the number yet: the first reveal from now on is news.
      if (told === null) remember(profileId, 0);
      return;
    }
    if (told !== null && latest.revealedAt <= told) return;
    remember(profileId, latest.revealedAt);
    if (told === null) return;
    notifications.show({
      id: `number-seen-${latest.revealId}`,
      color: "pink",
      autoClose: 10_000,
      title: t("viewers.numberNoticeTitle"),
      message: (
        <Stack gap={4}>
          <Text size="sm">{t("viewers.numberNotice", { name: latest.fullName, code: latest.profileCode })}</Text>
          <Anchor
            href={NUMBER_TAB}
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(`number-seen-${latest.revealId}`);
              void navigate(NUMBER_TAB);
            }}
          >
            {t("viewers.numberNoticeLink")}
          </Anchor>
        </Stack>
      ),
    });
  }, [latest, profileId, navigate]);
  return null;
}
