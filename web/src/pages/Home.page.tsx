import { Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { showsPhotoUpload } from "@matrimony/shared/rules/completion";
import { showsExpiryReminder } from "@matrimony/shared/rules/premium";
import { MatchesSection } from "../features/home/MatchesSection";
import { PremiumReminder } from "../features/home/PremiumReminder";
import { ProfileCompletion } from "../features/home/ProfileCompletion";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PhotoUpload } from "../features/photos/PhotoUpload";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /home (SPEC §2, §4): welcome, completion, photo upload at 75%, matches. Everything is read from the live
 * session on every render, never copied into state, so the page turns from the verification notice to
 * the matches the moment an admin approves the member.
 */
export default function HomePage() {
  const session = useSession();
  if (session.status !== "member") return <PageLoader />;
  const { me } = session;
  const { profile } = me;
  if (profile.status !== "approved") return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;

  const { premiumUntil } = me.membership;
  const remind = me.membership.plan === "Premium" && premiumUntil !== null && showsExpiryReminder(premiumUntil, Date.now());

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("home.welcome", { name: profile.fullName })}</Title>
          <Text c="gray.7">{t("home.welcomeDetail")}</Text>
        </div>
        {remind && <PremiumReminder premiumUntil={premiumUntil} />}
        <SimpleGrid cols={{ base: 1, md: showsPhotoUpload(me.completion) ? 2 : 1 }} spacing="lg">
          <ProfileCompletion completion={me.completion} />
          {showsPhotoUpload(me.completion) && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="photo-upload-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="photo-upload-title">
                  {t("home.addPhotoTitle")}
                </Title>
                <Text>{t("home.addPhotoHint")}</Text>
                <PhotoUpload />
              </Stack>
            </Paper>
          )}
        </SimpleGrid>
        <QueryErrorBoundary message={t("home.fetchFailed")} contained={false}>
          <MatchesSection />
        </QueryErrorBoundary>
      </Stack>
    </Container>
  );
}
