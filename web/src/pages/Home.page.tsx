import { Container, Stack, Text, Title } from "@mantine/core";
import { showsPhotoUpload } from "@matrimony/shared/rules/completion";
import { showsExpiryReminder } from "@matrimony/shared/rules/premium";
import { MatchesSection } from "../features/home/MatchesSection";
import { PremiumReminder } from "../features/home/PremiumReminder";
import { CompletionCard } from "../features/home/CompletionCard";
import { CodeSearch } from "../features/search/CodeSearch";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /home (SPEC §2, §4): welcome, completion with the photo upload at 75% (one compact card), matches. Everything is read
 * from the live
 * session on every render, never copied into state, so the page turns from the verification notice to
 * the matches the moment an admin approves the member.
 */
export default function HomePage() {
  const session = useSession();
  if (session.status !== "member") return <PageLoader />;
  const { me } = session;
  const { profile } = me;
  if (profile.status !== "approved")
    return <StatusNotice status={profile.status} statusReason={profile.statusReason} />;

  const { premiumUntil } = me.membership;
  const remind =
    me.membership.plan === "Premium" && premiumUntil !== null && showsExpiryReminder(premiumUntil, Date.now());

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          {/* Smaller than a page title on phones, so the first match starts on the first screen. */}
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            {t("home.welcome", { name: profile.fullName })}
          </Title>
          <Text c="gray.7">{t("home.welcomeDetail")}</Text>
        </div>
        {remind && <PremiumReminder premiumUntil={premiumUntil} />}
        <CompletionCard completion={me.completion} withUpload={showsPhotoUpload(me.completion)} />
        <CodeSearch />
        <QueryErrorBoundary message={t("home.fetchFailed")} contained={false}>
          <MatchesSection />
        </QueryErrorBoundary>
      </Stack>
    </Container>
  );
}
