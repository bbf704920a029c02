import { Stack, TextInput } from "@mantine/core";
import { PROFESSION_SECTORS, PROFESSIONS } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import type { WizardForm } from "./wizardForm";

/** Step 3 (SPEC §3, §5): education, profession (Other asks for its name), sector, work. */
export function EducationStep({ form }: { form: WizardForm }) {
  return (
    <Stack gap="md">
      <TextInput
        label={t("register.education")}
        placeholder={t("register.educationPlaceholder")}
        withAsterisk
        {...form.getInputProps("education")}
      />
      <TextInput label={t("register.college")} {...form.getInputProps("collegeName")} />
      <OptionSelect label={t("register.profession")} values={PROFESSIONS} required input={form.getInputProps("profession")} />
      {form.values.profession === "Other" && (
        <TextInput label={t("register.otherProfession")} withAsterisk {...form.getInputProps("otherProfession")} />
      )}
      <OptionRadios label={t("register.professionSector")} values={PROFESSION_SECTORS} required input={form.getInputProps("professionSector")} />
      <TextInput label={t("register.company")} {...form.getInputProps("companyName")} />
      <TextInput label={t("register.workingPlace")} {...form.getInputProps("workingPlace")} />
      <TextInput label={t("register.income")} placeholder={t("register.incomePlaceholder")} {...form.getInputProps("income")} />
    </Stack>
  );
}
