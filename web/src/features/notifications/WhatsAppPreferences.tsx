import { Blockquote, Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { EMAIL_TOPIC_KEYS } from "@matrimony/shared/notificationText";
import { WHATSAPP_TOPICS } from "@matrimony/shared/rules/notifications";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { formatDate } from "../format";
import { useLanguage } from "../language/useLanguage";

type Topics = FunctionReturnType<typeof api.whatsapp.status>["topics"];

/**
 * A section of /settings: WhatsApp notifications, only with the member's explicit opt-in. The consent text
 * names the last digits of their verified mobile; agreeing sends the language and those digits, so the
 * server records exactly the text shown and refuses when the number changed meanwhile.
 */
export function WhatsAppPreferences() {
  const language = useLanguage();
  const status = useQuery(api.whatsapp.status);
  const optIn = useMutation(api.whatsapp.optIn);
  const optOut = useMutation(api.whatsapp.optOut);
  const saveTopics = useMutation(api.whatsapp.saveTopics);
  const [topics, setTopics] = useState<Topics | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (status !== undefined) setTopics(status.topics);
  }, [status]);
  if (status === undefined || topics === null) return null;

  const run = async (action: () => Promise<unknown>, done: Parameters<typeof t>[0]) => {
    setBusy(true);
    try {
      await action();
      notifications.show({ color: "green", message: t(done) });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("notifications.saveFailed")) });
    } finally {
      setBusy(false);
    }
  };

  const state = !status.mobileVerified || status.mobileLast4 === null ? "needsMobile" : status.optedIn ? "on" : "off";
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="whatsapp-prefs-title"
      data-testid="whatsapp-prefs"
      data-state={state}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="whatsapp-prefs-title">
          {t("notifications.whatsappTitle")}
        </Title>
        <Text size="sm">{t("notifications.whatsappIntro")}</Text>
        {state === "needsMobile" && (
          <>
            <Text size="sm">{t("notifications.whatsappNeedsMobile")}</Text>
            <Button component={Link} to="/verification" variant="light" w="fit-content">
              {t("notifications.whatsappVerifyLink")}
            </Button>
          </>
        )}
        {state === "off" && status.mobileLast4 !== null && (
          <>
            <Blockquote p="sm" data-testid="whatsapp-consent" lang={language}>
              {t("notifications.whatsappConsent", { last4: status.mobileLast4 })}
            </Blockquote>
            <Button
              loading={busy}
              fullWidth
              // The Telugu label is long: it wraps inside the button rather than running past a phone's edge.
              styles={{
                root: { height: "auto", minHeight: 36, paddingBlock: 6 },
                label: { whiteSpace: "normal", textAlign: "center" },
              }}
              onClick={() => {
                const confirmedLast4 = status.mobileLast4 ?? "";
                void run(() => optIn({ language, confirmedLast4 }), "notifications.whatsappOptedIn");
              }}
            >
              {t("notifications.whatsappOptIn")}
            </Button>
          </>
        )}
        {state === "on" && (
          <>
            <Text size="sm" data-testid="whatsapp-on">
              {t("notifications.whatsappOn", {
                last4: status.optedInLast4 ?? "",
                date: status.optedInAt === null ? "" : formatDate(status.optedInAt),
              })}
            </Text>
            {WHATSAPP_TOPICS.map((topic) => (
              <Checkbox
                key={topic}
                label={t(EMAIL_TOPIC_KEYS[topic])}
                checked={topics[topic]}
                onChange={(event) => setTopics({ ...topics, [topic]: event.currentTarget.checked })}
              />
            ))}
            <Group gap="sm">
              <Button loading={busy} onClick={() => void run(() => saveTopics({ topics }), "notifications.saved")}>
                {t("notifications.whatsappSaveTopics")}
              </Button>
              <Button
                variant="light"
                color="red"
                loading={busy}
                onClick={() => void run(() => optOut({}), "notifications.whatsappOptedOut")}
              >
                {t("notifications.whatsappOptOut")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
