import { Anchor, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatPhoneForDisplay } from "@matrimony/shared/phone";
import { DetailList } from "../members/DetailList";
import { ProfileSections } from "../members/ProfileSections";
import { profileSections } from "../members/profileSections";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";
import { MyPhotos } from "./MyPhotos";
import { MyJatakam } from "../jatakam/MyJatakam";

/** My profile in view mode: photos, contacts, then every section of SPEC §3, empty fields shown as such. */
export function ProfileView({ me }: { me: Me }) {
  const { contacts } = me;
  const contactRows = [
    {
      label: t("profileField.mobileNumber"),
      value: contacts.mobileNumber ? formatPhoneForDisplay(contacts.mobileNumber) : "",
    },
    {
      label: t("profileField.altMobileNumber"),
      value: contacts.altMobileNumber ? formatPhoneForDisplay(contacts.altMobileNumber) : "",
    },
    { label: t("profileField.email"), value: contacts.email },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MyPhotos me={me} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-contacts-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="my-contacts-title">
              {t("profile.contactSection")}
            </Title>
            <DetailList rows={contactRows} showEmpty />
          </Stack>
        </Paper>
        <MyJatakam me={me} />
      </SimpleGrid>
      <ProfileSections
        sections={profileSections(me.profile)}
        showEmpty
        after={{
          partner: (
            <Anchor component={Link} to="/matching-preference">
              {t("profile.editPreference")}
            </Anchor>
          ),
        }}
      />
    </Stack>
  );
}
