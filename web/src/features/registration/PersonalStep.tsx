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
import { memo } from "react";
import { useLanguage } from "../language/useLanguage";
import { sameStepInputs, type StepProps } from "./wizardForm";
import { PasswordField } from "../account/PasswordField";

const RASHI_LABELS = Object.fromEntries(RASHIS.map((r) => [r.value, `${r.value} (${r.telugu})`]));
const NAKSHATRAM_LABELS = Object.fromEntries(NAKSHATRAMS.map((n) => [n.value, `${n.value} (${n.telugu})`]));
/**
 * "Male (groom)" reads more naturally on a matrimony form than a bare "Male". A function: page copy loads with the
 * page.
 */
const genderLabels = (): Record<(typeof GENDERS)[number], string> => ({
  Male: t("register.genderMale"),
  Female: t("register.genderFemale"),
});

/**
 * Step 1 (SPEC §3, §5). Required fields come in the order §5 checks them, so the first error is always
 * the topmost one; the optional horoscope details follow.
 */
export const PersonalStep = memo(function PersonalStep({
  form,
  shaping,
  lockedEmail,
}: StepProps & { lockedEmail: boolean }) {
  useLanguage();
  const dob = form.getInputProps("dateOfBirth");
  /** A new star or pada prefills the rashi they fix, unless the member chose a rashi of their own. */
  const starInput = (field: "nakshatram" | "nakshatraPada") => ({
    ...form.getInputProps(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      const before = form.getValues();
      const rashi = rashiAfterStarChange(before, { ...before, [field]: value });
      // The select already shows the new value: no re-keying it (which would drop its focus).
      form.setFieldValue(field, value, { forceUpdate: false });
      if (rashi !== before.rashi) form.setFieldValue("rashi", rashi);
    },
  });
  return (
    <Stack gap="md">
      {/* Asked first, since it frames every question after it; "Self" unless changed. */}
      <OptionRadios
        label={t("register.profileCreatedBy")}
        description={t("register.profileCreatedByHelp")}
        values={PROFILE_CREATORS}
        key={form.key("profileCreatedBy")}
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
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
      <PasswordField
        label={t("login.password")}
        description={lockedEmail ? t("register.passwordExisting") : t("password.newHelp")}
        autoComplete={lockedEmail ? "current-password" : "new-password"}
        withAsterisk
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
      <TextInput
        label={t("register.fullName")}
        autoComplete="name"
        withAsterisk
        key={form.key("fullName")}
        {...form.getInputProps("fullName")}
      />
      <OptionRadios
        label={t("register.residenceType")}
        values={RESIDENCE_TYPES}
        required
        key={form.key("residenceType")}
        input={form.getInputProps("residenceType")}
      />
      {shaping.residenceType === "NRI" && (
        <OptionSelect
          label={t("register.country")}
          values={NRI_COUNTRIES}
          required
          key={form.key("country")}
          input={form.getInputProps("country")}
        />
      )}
      {shaping.residenceType === "NRI" && shaping.country === "Other" && (
        <TextInput
          label={t("register.otherCountry")}
          autoComplete="country-name"
          withAsterisk
          key={form.key("otherCountry")}
          {...form.getInputProps("otherCountry")}
        />
      )}
      <OptionSelect
        label={t("register.caste")}
        values={CASTES}
        required
        key={form.key("caste")}
        input={form.getInputProps("caste")}
      />
      <OptionRadios
        label={t("register.religion")}
        values={RELIGIONS}
        required
        key={form.key("religion")}
        input={form.getInputProps("religion")}
      />
      <TextInput
        label={t("register.mobile")}
        description={t("register.mobileHelp")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        withAsterisk
        key={form.key("mobileNumber")}
        {...form.getInputProps("mobileNumber")}
      />
      <OptionSelect
        label={t("register.height")}
        values={HEIGHTS_REGISTRATION}
        required
        key={form.key("height")}
        input={form.getInputProps("height")}
      />
      <OptionRadios
        label={t("register.maritalStatus")}
        values={MARITAL_STATUSES_REGISTRATION}
        labels={MARITAL_STATUS_LABELS}
        required
        key={form.key("maritalStatus")}
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
        key={form.key("dateOfBirth")}
        {...dob}
        onChange={(event) => {
          const typed = typeDob(form.getValues().dateOfBirth, event.currentTarget.value);
          // Uncontrolled: the tidied text is written back into the field itself, which keeps the caret there.
          event.currentTarget.value = typed;
          form.setFieldValue("dateOfBirth", typed, { forceUpdate: false });
        }}
      />
      <OptionRadios
        label={t("register.gender")}
        values={GENDERS}
        labels={genderLabels()}
        required
        key={form.key("gender")}
        input={form.getInputProps("gender")}
      />

      <Title order={3} size="h4" mt="sm">
        {t("register.horoscopeTitle")}
      </Title>
      <TextInput
        label={t("register.timeOfBirth")}
        placeholder={t("register.timeOfBirthPlaceholder")}
        key={form.key("timeOfBirth")}
        {...form.getInputProps("timeOfBirth")}
      />
      <TextInput label={t("register.birthPlace")} key={form.key("birthPlace")} {...form.getInputProps("birthPlace")} />
      <OptionSelect
        label={t("register.nakshatram")}
        values={NAKSHATRAMS.map((n) => n.value)}
        labels={NAKSHATRAM_LABELS}
        key={form.key("nakshatram")}
        input={starInput("nakshatram")}
      />
      <OptionSelect
        label={t("profileField.nakshatraPada")}
        description={t("horoscope.padaHelp")}
        values={NAKSHATRA_PADAS}
        labels={NAKSHATRA_PADA_LABELS}
        key={form.key("nakshatraPada")}
        input={starInput("nakshatraPada")}
      />
      <OptionSelect
        label={t("register.rashi")}
        values={RASHIS.map((r) => r.value)}
        labels={RASHI_LABELS}
        key={form.key("rashi")}
        input={form.getInputProps("rashi")}
      />
      <RashiFromStarNote nakshatram={shaping.nakshatram} pada={shaping.nakshatraPada} rashi={shaping.rashi} />
      <OptionRadios
        label={t("profileField.kujaDosham")}
        description={t("horoscope.kujaDoshamHelp")}
        values={KUJA_DOSHAM_VALUES}
        key={form.key("kujaDosham")}
        input={form.getInputProps("kujaDosham")}
      />
      <TextInput label={t("register.gotram")} key={form.key("gotram")} {...form.getInputProps("gotram")} />
      <OptionSelect
        label={t("register.complexion")}
        values={COMPLEXIONS}
        key={form.key("complexion")}
        input={form.getInputProps("complexion")}
      />
    </Stack>
  );
}, sameStepInputs);
