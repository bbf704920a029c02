import { Paper, Stack, Text, Title } from "@mantine/core";
import { DEFAULT_PHONE_VISIBILITY, DEFAULT_PHOTO_VISIBILITY } from "@matrimony/shared/rules/privacy";
import { t } from "../../i18n";
import { PrivacyChoices, type PrivacyValues } from "./PrivacyChoices";

/** What registration starts with: the spec's behaviour, which the choices mark as the defaults. */
export const DEFAULT_PRIVACY: PrivacyValues = { phone: DEFAULT_PHONE_VISIBILITY, photos: DEFAULT_PHOTO_VISIBILITY };

/** Registration step 4's privacy block: both settings, the defaults explained; saved with the profile. */
export function RegistrationPrivacy({
  value,
  onChange,
}: {
  value: PrivacyValues;
  onChange: (next: PrivacyValues) => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="registration-privacy-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="registration-privacy-title">
          {t("privacy.registrationTitle")}
        </Title>
        <Text size="sm">{t("privacy.registrationIntro")}</Text>
        <PrivacyChoices value={value} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
