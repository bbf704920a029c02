import { Stack, TextInput } from "@mantine/core";
import { PROFESSION_SECTORS, PROFESSIONS } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import { memo } from "react";
import { useLanguage } from "../language/useLanguage";
import { sameStepInputs, type StepProps } from "./wizardForm";

/** Step 3 (SPEC §3, §5): education, profession (Other asks for its name), sector, work. */
export const EducationStep = memo(function EducationStep({ form, shaping }: StepProps) {
  useLanguage();
  return (
    <Stack gap="md">
      <TextInput
        label={t("register.education")}
        placeholder={t("register.educationPlaceholder")}
        withAsterisk
        key={form.key("education")}
        {...form.getInputProps("education")}
      />
      <TextInput label={t("register.college")} key={form.key("collegeName")} {...form.getInputProps("collegeName")} />
      <OptionSelect
        label={t("register.profession")}
        values={PROFESSIONS}
        required
        key={form.key("profession")}
        input={form.getInputProps("profession")}
      />
      {shaping.profession === "Other" && (
        <TextInput
          label={t("register.otherProfession")}
          withAsterisk
          key={form.key("otherProfession")}
          {...form.getInputProps("otherProfession")}
        />
      )}
      <OptionRadios
        label={t("register.professionSector")}
        values={PROFESSION_SECTORS}
        required
        key={form.key("professionSector")}
        input={form.getInputProps("professionSector")}
      />
      <TextInput label={t("register.company")} key={form.key("companyName")} {...form.getInputProps("companyName")} />
      <TextInput
        label={t("register.workingPlace")}
        key={form.key("workingPlace")}
        {...form.getInputProps("workingPlace")}
      />
      <TextInput
        label={t("register.income")}
        placeholder={t("register.incomePlaceholder")}
        key={form.key("income")}
        {...form.getInputProps("income")}
      />
    </Stack>
  );
}, sameStepInputs);
