import { Center, Container, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import type { MessageKey } from "@matrimony/shared/messages";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { CheckMark } from "./CheckMark";
import { EmailVerification } from "./EmailVerification";
import { IdVerification } from "./IdVerification";
import { MobileVerification, type VerificationStatus } from "./MobileVerification";
import { SelfieVerification } from "./SelfieVerification";

const KINDS: { kind: keyof VerificationStatus["badges"]; label: MessageKey }[] = [
  { kind: "mobile", label: "verification.badgeMobile" },
  { kind: "email", label: "verification.badgeEmail" },
  { kind: "id", label: "verification.badgeId" },
  { kind: "photo", label: "verification.badgePhoto" },
];

/** The four badges at a glance: which the member holds and which are still to earn. */
function BadgeOverview({ status }: { status: VerificationStatus }) {
  return (
    <Paper withBorder p="md" radius="md">
      <List spacing="xs" listStyleType="none" data-testid="badge-overview">
        {KINDS.map(({ kind, label }) => {
          const held = status.badges[kind] !== null;
          return (
            <List.Item
              key={kind}
              data-badge={kind}
              data-state={held ? "verified" : "none"}
              icon={
                <ThemeIcon
                  color={held ? "teal.9" : "gray.5"}
                  variant={held ? "filled" : "light"}
                  size={22}
                  radius="xl"
                  aria-hidden="true"
                >
                  {held ? <CheckMark size={14} /> : null}
                </ThemeIcon>
              }
            >
              <Text span fw={600}>
                {t(label)}
              </Text>
              {": "}
              <Text span c={held ? "teal.9" : "gray.7"}>
                {held ? t("verification.stateVerified") : t("verification.stateNotVerified")}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}

/**
 * /verification, "Verify my profile": the four badges' states, then a section for each way to
 * earn one: the mobile number by an SMS code, the email by the identity provider, the ID and a selfie by
 * staff. Any member may verify, even before approval.
 */
export function VerificationPage() {
  const status = useQuery(api.verification.status);
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t("verification.pageTitle")}</Title>
        <Text>{t("verification.intro")}</Text>
        {status === undefined ? (
          <Center mih="30vh" role="status">
            <Loader aria-label={t("common.loading")} />
          </Center>
        ) : (
          <>
            <BadgeOverview status={status} />
            <Text size="sm" c="gray.7">
              {t("verification.verifiedMeaning")}
            </Text>
            <MobileVerification status={status} />
            <EmailVerification verifiedAt={status.badges.email} />
            <IdVerification />
            <SelfieVerification />
          </>
        )}
      </Stack>
    </Container>
  );
}
