import { Badge } from "@mantine/core";
import type { ProfileStatus } from "@matrimony/shared/rules/status";
import { t, type MessageKey } from "../../i18n";

const LOOK: Record<ProfileStatus, { label: MessageKey; color: string }> = {
  approved: { label: "profile.statusApproved", color: "green.9" },
  pending: { label: "profile.statusPending", color: "orange.9" },
  rejected: { label: "profile.statusRejected", color: "red.9" },
  suspended: { label: "profile.statusSuspended", color: "red.9" },
};

/** The account's approval status in words (the dark shades keep white text above AA contrast). */
export function StatusBadge({ status }: { status: ProfileStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} size="lg">
      {t(look.label)}
    </Badge>
  );
}
