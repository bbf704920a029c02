import { Stack, TextInput, Title } from "@mantine/core";
import {
  CASTES,
  COMPLEXIONS,
  GENDERS,
  HEIGHTS_REGISTRATION,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES_REGISTRATION,
  NAKSHATRAMS,
  NRI_COUNTRIES,
  RASHIS,
  RELIGIONS,
  RESIDENCE_TYPES,
} from "@matrimony/shared/options";
import { t } from "../../i18n";
import { typeDob } from "./dobTyping";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import type { WizardForm } from "./wizardForm";
import { PasswordField } from "../account/PasswordField";

const RASHI_LABELS = Object.fromEntries(RASHIS.map((r) => [r.value, `${r.value} (${r.telugu})`]));
const NAKSHATRAM_LABELS = Object.fromEntries(NAKSHATRAMS.map((n) => [n.value, `${n.value} (${n.telugu})`]));
/** "Male (groom)" reads more naturally on a matrimony form than a bare "Male". A function: page copy loads with the page. */
const genderLabels = (): Record<(typeof GENDERS)[number], string> => ({
  Male: t("register.genderMale"),
  Female: t("register.genderFemale"),
});

/**
 * Step 1 (SPEC §3, §5). Required fields come in the order §5 checks them, so the first error is always
 * the topmost one; the optional horoscope details follow.
 */
export function PersonalStep({ form, lockedEmail }: { form: WizardForm; lockedEmail: boolean }) {
  const { values } = form;
  const dob = form.getInputProps("dateOfBirth");
  return (
    <Stack gap="md">
      <TextInput
        label={t("login.email")}
        description={lockedEmail ? t("register.emailLocked") : t("register.emailHelp")}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={lockedEmail}
        variant={lockedEmail ? "filled" : "default"}
        withAsterisk
        {...form.getInputProps("email")}
      />
      <PasswordField
        label={t("login.password")}
        description={lockedEmail ? t("register.passwordExisting") : t("password.newHelp")}
        autoComplete={lockedEmail ? "current-password" : "new-password"}
        withAsterisk
        {...form.getInputProps("password")}
      />
      <TextInput label={t("register.fullName")} autoComplete="name" withAsterisk {...form.getInputProps("fullName")} />
      <OptionRadios label={t("register.residenceType")} values={RESIDENCE_TYPES} required input={form.getInputProps("residenceType")} />
      {values.residenceType === "NRI" && (
        <OptionSelect label={t("register.country")} values={NRI_COUNTRIES} required input={form.getInputProps("country")} />
      )}
      {values.residenceType === "NRI" && values.country === "Other" && (
        <TextInput label={t("register.otherCountry")} autoComplete="country-name" withAsterisk {...form.getInputProps("otherCountry")} />
      )}
      <OptionSelect label={t("register.caste")} values={CASTES} required input={form.getInputProps("caste")} />
      <OptionRadios label={t("register.religion")} values={RELIGIONS} required input={form.getInputProps("religion")} />
      <TextInput
        label={t("register.mobile")}
        description={t("register.mobileHelp")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
        {...form.getInputProps("mobileNumber")}
      />
      <OptionSelect label={t("register.height")} values={HEIGHTS_REGISTRATION} required input={form.getInputProps("height")} />
      <OptionRadios
        label={t("register.maritalStatus")}
        values={MARITAL_STATUSES_REGISTRATION}
        labels={MARITAL_STATUS_LABELS}
        required
        input={form.getInputProps("maritalStatus")}
      />
      <TextInput
        label={t("register.dateOfBirth")}
        description={t("register.dobHelp")}
        placeholder={t("register.dobPlaceholder")}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        withAsterisk
        {...dob}
        onChange={(event) => form.setFieldValue("dateOfBirth", typeDob(values.dateOfBirth, event.currentTarget.value))}
      />
      <OptionRadios label={t("register.gender")} values={GENDERS} labels={genderLabels()} required input={form.getInputProps("gender")} />

      <Title order={3} size="h4" mt="sm">
        {t("register.horoscopeTitle")}
      </Title>
      <TextInput label={t("register.timeOfBirth")} placeholder={t("register.timeOfBirthPlaceholder")} {...form.getInputProps("timeOfBirth")} />
      <TextInput label={t("register.birthPlace")} {...form.getInputProps("birthPlace")} />
      <OptionSelect label={t("register.rashi")} values={RASHIS.map((r) => r.value)} labels={RASHI_LABELS} input={form.getInputProps("rashi")} />
      <OptionSelect
        label={t("register.nakshatram")}
        values={NAKSHATRAMS.map((n) => n.value)}
        labels={NAKSHATRAM_LABELS}
        input={form.getInputProps("nakshatram")}
      />
      <TextInput label={t("register.gotram")} {...form.getInputProps("gotram")} />
      <OptionSelect label={t("register.complexion")} values={COMPLEXIONS} input={form.getInputProps("complexion")} />
    </Stack>
  );
}
