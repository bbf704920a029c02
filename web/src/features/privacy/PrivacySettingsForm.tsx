import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import type { JatakamVisibility } from "@matrimony/shared/rules/privacy";
import { PrivacyChoices, type PrivacyValues } from "./PrivacyChoices";
import { JatakamChoice } from "./JatakamChoice";

type Settings = PrivacyValues & { jatakam: JatakamVisibility };

/**
 * /privacy-settings: the member's settings (phone, photos, jatakam) as saved, changed here and saved with one button.
 */
export function PrivacySettingsForm() {
  const saved = useQuery(api.privacy.settings);
  const update = useMutation(api.privacy.update);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [saving, setSaving] = useState(false);
  if (saved === undefined) {
    return (
      <Center mih="30vh" role="status">
        <Loader aria-label={t("common.loading")} />
      </Center>
    );
  }
  const value = draft ?? saved;
  const changed = value.phone !== saved.phone || value.photos !== saved.photos || value.jatakam !== saved.jatakam;
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
        <PrivacyChoices value={value} onChange={(next) => setDraft({ ...value, ...next })} />
        <JatakamChoice value={value.jatakam} onChange={(jatakam) => setDraft({ ...value, jatakam })} />
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          {t("privacy.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
