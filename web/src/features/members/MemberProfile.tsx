import { Anchor, Button, Center, Container, Grid, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useRecordView, wasViewRecorded } from "../matches/useRecordView";
import { ContactReveal } from "./ContactReveal";
import { MemberHeader } from "./MemberHeader";
import { MemberNotFound } from "./MemberNotFound";
import { PhotoGallery } from "./PhotoGallery";
import { ProfileSections } from "./ProfileSections";
import { profileSections } from "./profileSections";

export interface MemberProfileProps {
  profileId: string;
  viewerId: string;
  viewerIsPremium: boolean;
}

/**
 * Another member's full profile (SPEC §2 /user/:userId). A page opened directly (a shared link, a
 * bookmark, a reload after the card's record was lost) records the view too: recently viewed is "profiles I
 * looked at", however I got there. The server keeps one row per pair, so a second record only moves it up.
 */
export function MemberProfile({ profileId, viewerId, viewerIsPremium }: MemberProfileProps) {
  const member = useQuery(api.members.get, { profileId });
  const location = useLocation();
  const recordView = useRecordView();
  const recorded = useRef(false);
  const own = member?._id === viewerId;

  useEffect(() => {
    if (!member || own || recorded.current || wasViewRecorded(location.state)) return;
    recorded.current = true;
    recordView(member._id);
  }, [member, own, location.state, recordView]);

  if (member === undefined) {
    return (
      <Center mih="50vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (member === null) return <MemberNotFound />;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to="/home">
          {t("member.backToMatches")}
        </Anchor>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <div style={{ maxWidth: 280, marginInline: "auto" }}>
              <PhotoGallery photos={member.photos} name={member.fullName} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
            <Stack gap="md">
              <MemberHeader member={member} />
              {own ? (
                <Paper withBorder radius="md" p="md">
                  <Stack gap="xs" align="flex-start">
                    <Text>{t("member.ownProfileNote")}</Text>
                    <Button component={Link} to="/profile" variant="light">
                      {t("nav.profile")}
                    </Button>
                  </Stack>
                </Paper>
              ) : (
                <ContactReveal key={member._id} profileId={member._id} viewerIsPremium={viewerIsPremium} />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        <ProfileSections sections={profileSections(member)} />
      </Stack>
    </Container>
  );
}
