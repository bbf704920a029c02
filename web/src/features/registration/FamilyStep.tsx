import { SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { MAX_SIBLINGS } from "@matrimony/shared/constants";
import { DISTRICTS_BY_STATE, FINANCIAL_STATUSES, NATIVE_STATES } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import { memo } from "react";
import { useLanguage } from "../language/useLanguage";
import { sameStepInputs, type StepProps } from "./wizardForm";
import { ContactPersonFields } from "../parents/ContactPersonFields";

const SIBLING_COUNTS = Array.from({ length: MAX_SIBLINGS + 1 }, (_, n) => String(n));

/** Step 2 (SPEC §3, §5): parents, native place (a district list per state, free text for Other), residence. */
export const FamilyStep = memo(function FamilyStep({ form, shaping }: StepProps) {
  useLanguage();
  const { state } = shaping;
  const districts = state === "Andhra Pradesh" || state === "Telangana" ? DISTRICTS_BY_STATE[state] : null;
  return (
    <Stack gap="md">
      <TextInput
        label={t("register.fatherName")}
        withAsterisk
        key={form.key("fatherName")}
        {...form.getInputProps("fatherName")}
      />
      <TextInput
        label={t("register.fatherProfession")}
        key={form.key("fatherProfession")}
        {...form.getInputProps("fatherProfession")}
      />
      <TextInput
        label={t("register.fatherDesignation")}
        key={form.key("fatherDesignation")}
        {...form.getInputProps("fatherDesignation")}
      />
      <TextInput
        label={t("register.motherName")}
        withAsterisk
        key={form.key("motherName")}
        {...form.getInputProps("motherName")}
      />
      <TextInput
        label={t("register.motherSurname")}
        description={t("register.motherSurnameHelp")}
        key={form.key("motherSurname")}
        {...form.getInputProps("motherSurname")}
      />
      <TextInput
        label={t("register.motherProfession")}
        key={form.key("motherProfession")}
        {...form.getInputProps("motherProfession")}
      />

      <Title order={3} size="h4" mt="sm">
        {t("register.nativePlaceTitle")}
      </Title>
      <OptionRadios
        label={t("register.nativeState")}
        values={NATIVE_STATES}
        required
        key={form.key("state")}
        input={form.getInputProps("state")}
      />
      {districts && (
        <OptionSelect
          label={t("register.district")}
          values={districts}
          required
          key={form.key("nativePlaceDistrict")}
          input={form.getInputProps("nativePlaceDistrict")}
        />
      )}
      {state === "Other" && (
        <>
          <TextInput
            label={t("register.nativeStateOther")}
            withAsterisk
            key={form.key("nativeStateOther")}
            {...form.getInputProps("nativeStateOther")}
          />
          <TextInput
            label={t("register.districtOther")}
            key={form.key("nativePlaceDistrict")}
            {...form.getInputProps("nativePlaceDistrict")}
          />
        </>
      )}
      <TextInput
        label={t("register.place")}
        description={t("register.placeHelp")}
        key={form.key("place")}
        {...form.getInputProps("place")}
      />
      <TextInput
        label={t("register.presentResidence")}
        description={t("register.presentResidenceHelp")}
        withAsterisk
        key={form.key("presentResidence")}
        {...form.getInputProps("presentResidence")}
      />

      <Title order={3} size="h4" mt="sm">
        {t("register.familyMoreTitle")}
      </Title>
      <SimpleGrid cols={2} spacing="md">
        <OptionSelect
          label={t("register.brothers")}
          values={SIBLING_COUNTS}
          key={form.key("numberOfBrothers")}
          input={form.getInputProps("numberOfBrothers")}
        />
        <OptionSelect
          label={t("register.sisters")}
          values={SIBLING_COUNTS}
          key={form.key("numberOfSisters")}
          input={form.getInputProps("numberOfSisters")}
        />
      </SimpleGrid>
      <OptionSelect
        label={t("register.financialStatus")}
        values={FINANCIAL_STATUSES}
        key={form.key("financialStatus")}
        input={form.getInputProps("financialStatus")}
      />
      <TextInput
        label={t("register.altMobile")}
        description={t("register.mobileHelp")}
        type="tel"
        inputMode="tel"
        key={form.key("altMobileNumber")}
        {...form.getInputProps("altMobileNumber")}
      />
      <ContactPersonFields
        name={form.getInputProps("contactPersonName")}
        relation={form.getInputProps("contactPersonRelation")}
        keys={{ name: form.key("contactPersonName"), relation: form.key("contactPersonRelation") }}
      />
    </Stack>
  );
}, sameStepInputs);
