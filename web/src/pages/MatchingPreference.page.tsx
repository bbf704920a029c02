import { Button, Container, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DetailList } from "../features/members/DetailList";
import { partnerRows } from "../features/members/profileSections";
import { PreferenceForm } from "../features/preference/PreferenceForm";
import { refineRows } from "../features/refine/refineRows";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";
import { PageNotice } from "../components/PageNotice";

/** /matching-preference (SPEC §2, §4): the partner preference in view mode and edit mode. */
export default function MatchingPreferencePage() {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  if (session.status === "loading") return <PageLoader />;
  // The guard sends visitors to /login; these are the spec's messages (§8) should the page get here anyway.
  if (session.status === "signedOut") return <PageNotice text={t("preference.notLoggedIn")} />;
  if (session.status === "noProfile") return <PageNotice text={t("preference.noUserData")} />;
  const { profile } = session.me;

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>{t("nav.matchingPreference")}</Title>
        <Text c="gray.7">{t("preference.intro")}</Text>
        <Paper withBorder radius="md" p="md">
          {editing ? (
            <PreferenceForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <Stack gap="md">
              <DetailList rows={partnerRows(profile)} showEmpty />
              <Divider />
              <Title order={2} size="h4">
                {t("refine.title")}
              </Title>
              <DetailList rows={refineRows(profile.matchFilters, profile.partnerPreferenceType === "NRI")} />
              <Button onClick={() => setEditing(true)} style={{ alignSelf: "flex-start" }}>
                {t("preference.edit")}
              </Button>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
