import { SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { MAX_SIBLINGS } from "@matrimony/shared/constants";
import { DISTRICTS_BY_STATE, FINANCIAL_STATUSES, NATIVE_STATES } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import type { WizardForm } from "./wizardForm";
import { ContactPersonFields } from "../parents/ContactPersonFields";

const SIBLING_COUNTS = Array.from({ length: MAX_SIBLINGS + 1 }, (_, n) => String(n));

/** Step 2 (SPEC §3, §5): parents, native place (a district list per state, free text for Other), residence. */
export function FamilyStep({ form }: { form: WizardForm }) {
  const { state } = form.values;
  const districts = state === "Andhra Pradesh" || state === "Telangana" ? DISTRICTS_BY_STATE[state] : null;
  return (
    <Stack gap="md">
      <TextInput label={t("register.fatherName")} withAsterisk {...form.getInputProps("fatherName")} />
      <TextInput label={t("register.fatherProfession")} {...form.getInputProps("fatherProfession")} />
      <TextInput label={t("register.fatherDesignation")} {...form.getInputProps("fatherDesignation")} />
      <TextInput label={t("register.motherName")} withAsterisk {...form.getInputProps("motherName")} />
      <TextInput label={t("register.motherSurname")} description={t("register.motherSurnameHelp")} {...form.getInputProps("motherSurname")} />
      <TextInput label={t("register.motherProfession")} {...form.getInputProps("motherProfession")} />

      <Title order={3} size="h4" mt="sm">
        {t("register.nativePlaceTitle")}
      </Title>
      <OptionRadios label={t("register.nativeState")} values={NATIVE_STATES} required input={form.getInputProps("state")} />
      {districts && (
        <OptionSelect label={t("register.district")} values={districts} required input={form.getInputProps("nativePlaceDistrict")} />
      )}
      {state === "Other" && (
        <>
          <TextInput label={t("register.nativeStateOther")} withAsterisk {...form.getInputProps("nativeStateOther")} />
          <TextInput label={t("register.districtOther")} {...form.getInputProps("nativePlaceDistrict")} />
        </>
      )}
      <TextInput label={t("register.place")} description={t("register.placeHelp")} {...form.getInputProps("place")} />
      <TextInput
        label={t("register.presentResidence")}
        description={t("register.presentResidenceHelp")}
        withAsterisk
        {...form.getInputProps("presentResidence")}
      />

      <Title order={3} size="h4" mt="sm">
        {t("register.familyMoreTitle")}
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <OptionSelect label={t("register.brothers")} values={SIBLING_COUNTS} input={form.getInputProps("numberOfBrothers")} />
        <OptionSelect label={t("register.sisters")} values={SIBLING_COUNTS} input={form.getInputProps("numberOfSisters")} />
      </SimpleGrid>
      <OptionSelect label={t("register.financialStatus")} values={FINANCIAL_STATUSES} input={form.getInputProps("financialStatus")} />
      <TextInput
        label={t("register.altMobile")}
        description={t("register.mobileHelp")}
        type="tel"
        inputMode="tel"
        {...form.getInputProps("altMobileNumber")}
      />
      <ContactPersonFields name={form.getInputProps("contactPersonName")} relation={form.getInputProps("contactPersonRelation")} />
    </Stack>
  );
}
