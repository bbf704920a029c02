import { Radio, Stack } from "@mantine/core";
import {
  PHONE_VISIBILITIES,
  PHOTO_VISIBILITIES,
  type PhoneVisibility,
  type PhotoVisibility,
} from "@matrimony/shared/rules/privacy";
import { t, type MessageKey } from "../../i18n";

export type PrivacyValues = { phone: PhoneVisibility; photos: PhotoVisibility };

const PHONE_TEXT: Record<PhoneVisibility, { label: MessageKey; hint: MessageKey }> = {
  premium: { label: "privacy.phonePremium", hint: "privacy.phonePremiumHint" },
  premiumAccepted: { label: "privacy.phonePremiumAccepted", hint: "privacy.phonePremiumAcceptedHint" },
};
const PHOTO_TEXT: Record<PhotoVisibility, { label: MessageKey; hint: MessageKey }> = {
  members: { label: "privacy.photosMembers", hint: "privacy.photosMembersHint" },
  accepted: { label: "privacy.photosAccepted", hint: "privacy.photosAcceptedHint" },
  staff: { label: "privacy.photosStaff", hint: "privacy.photosStaffHint" },
};

const isPhone = (v: string): v is PhoneVisibility => (PHONE_VISIBILITIES as readonly string[]).includes(v);
const isPhoto = (v: string): v is PhotoVisibility => (PHOTO_VISIBILITIES as readonly string[]).includes(v);

/**
 * The two owner settings as radio groups, each choice with a line saying what it means (the default is
 * marked in its label). Used by the privacy settings page and registration step 4.
 */
export function PrivacyChoices({ value, onChange }: { value: PrivacyValues; onChange: (next: PrivacyValues) => void }) {
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t("privacy.phoneTitle")}
        value={value.phone}
        onChange={(v) => isPhone(v) && onChange({ ...value, phone: v })}
        size="md"
      >
        <Stack gap="sm" mt="xs">
          {PHONE_VISIBILITIES.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t(PHONE_TEXT[choice].label)}
              description={t(PHONE_TEXT[choice].hint)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={t("privacy.photosTitle")}
        value={value.photos}
        onChange={(v) => isPhoto(v) && onChange({ ...value, photos: v })}
        size="md"
      >
        <Stack gap="sm" mt="xs">
          {PHOTO_VISIBILITIES.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t(PHOTO_TEXT[choice].label)}
              description={t(PHOTO_TEXT[choice].hint)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
