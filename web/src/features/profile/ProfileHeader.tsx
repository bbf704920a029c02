import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatDate } from "../format";
import { whatsAppShareUrl } from "@matrimony/shared/site";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";
import { profileShareText } from "./shareText";
import { StatusBadge } from "./StatusBadge";
import { ProfilePrivacyLinks } from "../privacy/ProfilePrivacyLinks";

export interface ProfileHeaderProps {
  me: Me;
  editing: boolean;
  onEdit: () => void;
}

/** Name, profile code, status and plan, with Edit Profile, Share and Biodata in view mode. */
export function ProfileHeader({ me, editing, onEdit }: ProfileHeaderProps) {
  const { profile, membership } = me;
  return (
    <Stack gap="sm">
      <Title order={1}>{editing ? t("profile.editTitle") : t("nav.profile")}</Title>
      <Group gap="xs">
        <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }} translate="no">
          {profile.fullName}
        </Text>
        <Badge variant="light" color="gray" size="lg" translate="no">
          {t("matchCard.profileCode", { code: profile.profileCode })}
        </Badge>
        <StatusBadge status={profile.status} />
        <Badge variant="outline" color="pink.9" size="lg">
          {membership.plan === "Premium" && membership.premiumUntil !== null
            ? t("profile.premiumUntil", { date: formatDate(membership.premiumUntil) })
            : t("profile.freePlan")}
        </Badge>
      </Group>
      {profile.statusReason && profile.status !== "approved" && (
        <Text c="gray.8">{t("member.statusReason", { reason: profile.statusReason })}</Text>
      )}
      {!editing && (
        <Group gap="sm" grow preventGrowOverflow={false} maw={420}>
          <Button onClick={onEdit}>{t("profile.edit")}</Button>
          <Button
            component="a"
            href={whatsAppShareUrl(profileShareText(me, Date.now()))}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            color="green.9"
          >
            {t("profile.share")}
          </Button>
          <Button component={Link} to="/biodata" variant="outline">
            {t("biodata.open")}
          </Button>
        </Group>
      )}
      {!editing && <ProfilePrivacyLinks approved={profile.status === "approved"} />}
    </Stack>
  );
}
