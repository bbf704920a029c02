import { PhotoRequestActions } from "../photoRequests/PhotoRequestActions";
import { Alert, Anchor, Button, Center, Container, Grid, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useDeferredValue } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { useRecordedOpening } from "../matches/useRecordView";
import { useBootQuery } from "../boot";
import { InterestAction } from "../interests/InterestAction";
import { SafetyActions } from "../safety/SafetyActions";
import { HoroscopeSection } from "../horoscope/HoroscopeSection";
import { ContactReveal } from "./ContactReveal";
import { MemberHeader } from "./MemberHeader";
import { MemberNotFound } from "./MemberNotFound";
import { PhotoGallery } from "./PhotoGallery";
import { ProfileSections } from "./ProfileSections";
import { JatakamLink } from "../jatakam/JatakamLink";
import { profileSections } from "./profileSections";

export interface MemberProfileProps {
  profileId: string;
  viewerId: string;
  viewerIsPremium: boolean;
  /** Whether the viewer has given their nakshatram (the horoscope section asks them to, if not). */
  viewerHasStar?: boolean;
}

/**
 * Another member's full profile (SPEC §2 /user/:userId). The opening is recorded first, however the member
 * got here (a card, a shared link, a reload): recently viewed is "profiles I looked at", and the server
 * counts new pages against a daily limit and answers the page only once its opening is recorded.
 */
export function MemberProfile({ profileId, viewerId, viewerIsPremium, viewerHasStar = true }: MemberProfileProps) {
  const opening = useRecordedOpening(profileId);
  const member = useQuery(api.members.get, opening.kind === "recorded" ? { profileId } : "skip");
  const answered = member !== undefined;
  useBootQuery("memberPage", answered);

  if (opening.kind === "notFound") return <MemberNotFound />;
  if (opening.kind === "limited") {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" variant="light" role="alert" title={t("member.limitTitle")}>
          <Stack gap="sm" align="flex-start">
            <Text c="dark.9">{opening.message}</Text>
            <Button component={Link} to="/home" variant="default">
              {t("member.backToMatches")}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (member === undefined) {
    return (
      <Center mih="50vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  if (member === null) return <MemberNotFound />;

  return (
    <MemberPage member={member} viewerId={viewerId} viewerIsPremium={viewerIsPremium} viewerHasStar={viewerHasStar} />
  );
}

type MemberPageProps = Omit<MemberProfileProps, "profileId"> & {
  member: NonNullable<FunctionReturnType<typeof api.members.get>>;
};

/**
 * The page once the member is there. Its top (photo, name, the actions) is drawn first; the horoscope and
 * the profile's sections below it a render later, which React may interrupt: on the budget phone the page's
 * first paint waited on drawing every section, and on a phone they are below the first screen.
 */
function MemberPage({ member, viewerId, viewerIsPremium, viewerHasStar = true }: MemberPageProps) {
  const own = member._id === viewerId;
  const drawBelow = useDeferredValue(true, false);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to="/home">
          {t("member.backToMatches")}
        </Anchor>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
            <div style={{ maxWidth: 280, marginInline: "auto" }}>
              <PhotoGallery photos={member.photos} name={member.fullName} lock={member.photoLock} />
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
                <>
                  <InterestAction profileId={member._id} name={member.fullName} variant="page" />
                  <PhotoRequestActions profileId={member._id} />
                  <ContactReveal
                    key={member._id}
                    profileId={member._id}
                    viewerIsPremium={viewerIsPremium}
                    access={member.contactAccess}
                  />
                  <JatakamLink jatakam={member.jatakam} lock={member.jatakamLock} />
                  <SafetyActions profileId={member._id} name={member.fullName} variant="page" />
                </>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        {drawBelow && !own && <HoroscopeSection member={member} viewerHasStar={viewerHasStar} />}
        {drawBelow && <ProfileSections sections={profileSections(member)} />}
      </Stack>
    </Container>
  );
}
