import { Anchor, Group } from "@mantine/core";
import { Link } from "react-router-dom";
import { t } from "../../i18n";

/** On My Profile: the way to the privacy settings, and (approved members) to who viewed me and saw my number. */
export function ProfilePrivacyLinks({ approved }: { approved: boolean }) {
  return (
    <Group gap="lg">
      <Anchor component={Link} to="/privacy-settings" fw={600}>
        {t("nav.privacySettings")}
      </Anchor>
      <Anchor component={Link} to="/verification" fw={600}>
        {t("nav.verifyProfile")}
      </Anchor>
      {approved && (
        <Anchor component={Link} to="/viewed-me" fw={600}>
          {t("nav.viewedMe")}
        </Anchor>
      )}
    </Group>
  );
}
