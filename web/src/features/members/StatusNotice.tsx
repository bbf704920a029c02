import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { SITE, telUrl, whatsAppChatUrl } from "@matrimony/shared/site";
import type { ProfileStatus } from "@matrimony/shared/rules/status";
import { t } from "../../i18n";
import { ConsentPanel } from "../parents/ConsentPanel";

export interface StatusNoticeProps {
  status: Exclude<ProfileStatus, "approved">;
  statusReason?: string;
}

/**
 * What a member who is not approved sees instead of matches and member pages (SPEC §4, §6): pending
 * members are told approval takes 24 hours or more; rejected or suspended ones why, and how to reach support.
 * Always with a way to My Profile, which they can still view and edit.
 */
export function StatusNotice({ status, statusReason }: StatusNoticeProps) {
  const pending = status === "pending";
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {pending
              ? t("home.underVerification")
              : status === "rejected"
                ? t("member.rejectedTitle")
                : t("member.suspendedTitle")}
          </Title>
          {pending ? (
            <>
              <Text size="lg">{t("home.underVerificationDetail")}</Text>
              <Text>{t("member.pendingHint")}</Text>
              <ConsentPanel />
            </>
          ) : (
            <>
              {statusReason && <Text size="lg">{t("member.statusReason", { reason: statusReason })}</Text>}
              <Text>{t("member.contactSupport")}</Text>
              <Group gap="sm">
                <Button component="a" href={telUrl()} variant="light">
                  {t("member.callSupport", { phone: SITE.supportPhoneDisplay })}
                </Button>
                <Button
                  component="a"
                  href={whatsAppChatUrl(t("member.supportGreeting"))}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="green.9"
                >
                  {t("member.whatsAppSupport")}
                </Button>
              </Group>
              <Text>
                {t("member.emailSupport")} <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor>
              </Text>
            </>
          )}
          <Group>
            <Button component={Link} to="/profile">
              {t("nav.profile")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
