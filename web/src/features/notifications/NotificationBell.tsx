import { ActionIcon, Indicator } from "@mantine/core";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useSession } from "../session/useSession";

/** A bell, drawn here so the navbar needs no icon library. */
function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The navbar's bell: a live count of unread notifications (one small subscription,
 * `notifications.unread`), leading to /notifications. Shown to every member, pending ones too, since
 * "your profile is approved" is the news they wait for.
 */
export function NotificationBell({
  compact = false,
}: {
  /** Phone bar: a smaller bell, so the bar fits 360 px. */ compact?: boolean;
}) {
  const session = useSession();
  const member = session.status === "member";
  const count = useQuery(api.notifications.unread, member ? {} : "skip") ?? 0;
  if (!member) return null;
  const label =
    count > 0 ? t("notifications.bellUnread", { count: count > 99 ? "99+" : count }) : t("notifications.bell");
  return (
    <Indicator
      label={count > 99 ? "99+" : count}
      size={18}
      color="red"
      disabled={count === 0}
      offset={compact ? 4 : 6}
      data-testid="notification-count"
      data-count={count}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        size={compact ? "md" : "lg"}
        aria-label={label}
        title={label}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
