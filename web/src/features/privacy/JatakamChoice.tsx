import { Radio, Stack } from "@mantine/core";
import { JATAKAM_VISIBILITIES, type JatakamVisibility } from "@matrimony/shared/rules/privacy";
import { t, type MessageKey } from "../../i18n";

const JATAKAM_TEXT: Record<JatakamVisibility, { label: MessageKey; hint: MessageKey }> = {
  members: { label: "privacy.jatakamMembers", hint: "privacy.jatakamMembersHint" },
  accepted: { label: "privacy.jatakamAccepted", hint: "privacy.jatakamAcceptedHint" },
  staff: { label: "privacy.jatakamStaff", hint: "privacy.jatakamStaffHint" },
};

const isJatakam = (v: string): v is JatakamVisibility => (JATAKAM_VISIBILITIES as readonly string[]).includes(v);

/**
 * Who can open my jatakam, on the privacy settings page only: the jatakam is added after registration, so
 * registration's step 4 (the spec's) does not ask.
 */
export function JatakamChoice({
  value,
  onChange,
}: {
  value: JatakamVisibility;
  onChange: (next: JatakamVisibility) => void;
}) {
  return (
    <Radio.Group
      label={t("privacy.jatakamTitle")}
      value={value}
      onChange={(v) => isJatakam(v) && onChange(v)}
      size="md"
    >
      <Stack gap="sm" mt="xs">
        {JATAKAM_VISIBILITIES.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={t(JATAKAM_TEXT[choice].label)}
            description={t(JATAKAM_TEXT[choice].hint)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
