import { Button, Checkbox, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState } from "react";
import { EMAIL_TOPIC_KEYS } from "@matrimony/shared/notificationText";
import { EMAIL_TOPICS } from "@matrimony/shared/rules/notifications";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { errorMessage } from "../errors";
import { PushAlertsSwitch } from "../pwa/PushAlertsSwitch";

type Preferences = FunctionReturnType<typeof api.notifications.preferences>;

/** A section of /settings: which notifications come by email, the opt-in "approved" SMS, and this phone's alerts. */
export function NotificationPreferences() {
  const saved = useQuery(api.notifications.preferences);
  const save = useMutation(api.notifications.savePreferences);
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (saved !== undefined && draft === null) setDraft(saved);
  }, [saved, draft]);
  if (draft === null) return null;

  const submit = async () => {
    setSaving(true);
    try {
      await save(draft);
      notifications.show({ color: "green", message: t("notifications.saved") });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("notifications.saveFailed")) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notification-prefs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notification-prefs-title">
          {t("notifications.prefsTitle")}
        </Title>
        <Text size="sm">{t("notifications.prefsIntro")}</Text>
        {EMAIL_TOPICS.map((topic) => (
          <Checkbox
            key={topic}
            label={t(EMAIL_TOPIC_KEYS[topic])}
            checked={draft.email[topic]}
            onChange={(event) =>
              setDraft({ ...draft, email: { ...draft.email, [topic]: event.currentTarget.checked } })
            }
          />
        ))}
        <Checkbox
          label={t("notifications.smsApproved")}
          checked={draft.smsApproved}
          onChange={(event) => setDraft({ ...draft, smsApproved: event.currentTarget.checked })}
        />
        <PushAlertsSwitch />
        <Button onClick={() => void submit()} loading={saving} style={{ alignSelf: "flex-start" }}>
          {t("notifications.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
