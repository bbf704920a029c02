import { Stack, TextInput, Title } from "@mantine/core";
import {
  CASTES,
  COMPLEXIONS,
  GENDERS,
  HEIGHTS_REGISTRATION,
  KUJA_DOSHAM_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES_REGISTRATION,
  NAKSHATRA_PADA_LABELS,
  NAKSHATRA_PADAS,
  NAKSHATRAMS,
  NRI_COUNTRIES,
  PROFILE_CREATORS,
  RASHIS,
  RELIGIONS,
  RESIDENCE_TYPES,
} from "@matrimony/shared/options";
import { t } from "../../i18n";
import { rashiAfterStarChange } from "../horoscope/rashiFromStar";
import { RashiFromStarNote } from "../horoscope/RashiFromStarNote";
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
  /** A new star or pada prefills the rashi they fix, unless the member chose a rashi of their own. */
  const starInput = (field: "nakshatram" | "nakshatraPada") => ({
    ...form.getInputProps(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      const rashi = rashiAfterStarChange(values, { ...values, [field]: value });
      form.setFieldValue(field, value);
      if (rashi !== values.rashi) form.setFieldValue("rashi", rashi);
    },
  });
  return (
    <Stack gap="md">
      {/* Asked first, since it frames every question after it; "Self" unless changed. */}
      <OptionRadios
        label={t("register.profileCreatedBy")}
        description={t("register.profileCreatedByHelp")}
        values={PROFILE_CREATORS}
        input={form.getInputProps("profileCreatedBy")}
      />
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
      <OptionSelect label={t("register.nakshatram")} values={NAKSHATRAMS.map((n) => n.value)} labels={NAKSHATRAM_LABELS} input={starInput("nakshatram")} />
      <OptionSelect
        label={t("profileField.nakshatraPada")}
        description={t("horoscope.padaHelp")}
        values={NAKSHATRA_PADAS}
        labels={NAKSHATRA_PADA_LABELS}
        input={starInput("nakshatraPada")}
      />
      <OptionSelect label={t("register.rashi")} values={RASHIS.map((r) => r.value)} labels={RASHI_LABELS} input={form.getInputProps("rashi")} />
      <RashiFromStarNote nakshatram={values.nakshatram} pada={values.nakshatraPada} rashi={values.rashi} />
      <OptionRadios label={t("profileField.kujaDosham")} description={t("horoscope.kujaDoshamHelp")} values={KUJA_DOSHAM_VALUES} input={form.getInputProps("kujaDosham")} />
      <TextInput label={t("register.gotram")} {...form.getInputProps("gotram")} />
      <OptionSelect label={t("register.complexion")} values={COMPLEXIONS} input={form.getInputProps("complexion")} />
    </Stack>
  );
}
