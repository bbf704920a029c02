import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import { PrivacyChoices, type PrivacyValues } from "./PrivacyChoices";

/** /privacy-settings: the member's two settings as saved, changed here and saved with one button. */
export function PrivacySettingsForm() {
  const saved = useQuery(api.privacy.settings);
  const update = useMutation(api.privacy.update);
  const [draft, setDraft] = useState<PrivacyValues | null>(null);
  const [saving, setSaving] = useState(false);
  if (saved === undefined) {
    return (
      <Center mih="30vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  const value = draft ?? saved;
  const changed = value.phone !== saved.phone || value.photos !== saved.photos;
  const save = async () => {
    setSaving(true);
    try {
      await update(value);
      setDraft(null);
      toastSuccess(t("privacy.saved"));
    } catch (error) {
      toastError(errorMessage(error, t("privacy.saveFailed")));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="lg" align="flex-start">
        <Text>{t("privacy.settingsIntro")}</Text>
        <PrivacyChoices value={value} onChange={setDraft} />
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          {t("privacy.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
