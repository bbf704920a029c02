import { Badge, Group } from "@mantine/core";
import type { MessageKey } from "@matrimony/shared/messages";
import { t } from "../../i18n";
import { CheckMark } from "./CheckMark";

export type BadgeFlags = { mobile: boolean; email: boolean; id: boolean; photo: boolean };

const ORDER: { kind: keyof BadgeFlags; label: MessageKey; title: MessageKey }[] = [
  { kind: "mobile", label: "verification.badgeMobile", title: "verification.badgeMobileTitle" },
  { kind: "email", label: "verification.badgeEmail", title: "verification.badgeEmailTitle" },
  { kind: "id", label: "verification.badgeId", title: "verification.badgeIdTitle" },
  { kind: "photo", label: "verification.badgePhoto", title: "verification.badgePhotoTitle" },
];

/**
 * The verification badges a member holds, on cards and the member page: small green chips with a
 * tick, in the order Mobile, Email, ID, Photo. A list for screen readers ("Verified: Mobile, ID"), each chip
 * with its longer meaning as a tooltip. Nothing at all when none is held (no "not verified" shaming).
 */
export function Badges({ badges, size = "sm" }: { badges: BadgeFlags; size?: "xs" | "sm" | "md" }) {
  const held = ORDER.filter((b) => badges[b.kind]);
  if (held.length === 0) return null;
  const list = held.map((b) => t(b.label)).join(", ");
  return (
    <Group gap={4} role="list" aria-label={t("verification.badgesLabel", { list })} data-testid="verification-badges">
      {held.map((b) => (
        <Badge
          key={b.kind}
          role="listitem"
          title={t(b.title)}
          variant="light"
          color="teal"
          c="teal.9"
          size={size}
          radius="sm"
          leftSection={<CheckMark size={size === "md" ? 12 : 10} />}
          tt="none"
          data-badge={b.kind}
        >
          {t(b.label)}
        </Badge>
      ))}
    </Group>
  );
}
