import { Chip, Group, Input, MultiSelect, NumberInput, Paper, Radio, Select, Stack, Switch } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  HEIGHTS_ALL,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES_REGISTRATION,
  NRI_COUNTRIES,
} from "@matrimony/shared/options";
import {
  ANY,
  EDUCATION_LEVELS,
  HOROSCOPE_MODES,
  MAX_GUNA,
  REFINE_DISTRICTS,
  REFINE_MAX_AGE,
  REFINE_MIN_AGE,
  type HoroscopeMode,
} from "@matrimony/shared/rules/refine/options";
import { t } from "../../i18n";
import { optionData, optionLabel } from "../options/optionLabels";
import { nextAnyOf, type RefineFormValues } from "./refineForm";
import { EDUCATION_LABEL, HOROSCOPE_HINT, HOROSCOPE_LABEL } from "./refineLabels";

type RefineForm = UseFormReturnType<RefineFormValues>;
type Option = { value: string; label: string };
type ListField = "maritalStatuses" | "nativeDistricts" | "nriCountries" | "educationLevels";

const AGES = Array.from({ length: REFINE_MAX_AGE - REFINE_MIN_AGE + 1 }, (_, i) => String(REFINE_MIN_AGE + i));

const withAny = (options: Option[]): Option[] => [{ value: ANY, label: t("refine.doesntMatter") }, ...options];

/** One end of a range: "No limit" (the range's "Doesn't matter", shorter to fit a phone) or a value. */
function RangeEnd({
  form,
  field,
  label,
  options,
}: {
  form: RefineForm;
  field: "ageMin" | "ageMax" | "heightMin" | "heightMax";
  label: string;
  options: Option[];
}) {
  const input = form.getInputProps(field);
  return (
    <Select
      label={label}
      data={[{ value: ANY, label: t("refine.noLimit") }, ...options]}
      allowDeselect={false}
      searchable
      {...input}
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value ?? ANY)}
    />
  );
}

/** A short "any of" list as chips, "Doesn't matter" first and exclusive. */
function AnyOfChips({
  form,
  field,
  label,
  description,
  options,
}: {
  form: RefineForm;
  field: ListField;
  label: string;
  description?: string;
  options: Option[];
}) {
  return (
    <Input.Wrapper label={label} description={description} error={form.errors[field]}>
      <Chip.Group
        multiple
        value={form.values[field]}
        onChange={(next) => form.setFieldValue(field, nextAnyOf(form.values[field], next))}
      >
        <Group gap="xs" mt={6}>
          {withAny(options).map((o) => (
            <Chip key={o.value} value={o.value} size="sm">
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

/** A long "any of" list (districts, countries) as a searchable multi-select, "Doesn't matter" first and exclusive. */
function AnyOfSelect({
  form,
  field,
  label,
  options,
}: {
  form: RefineForm;
  field: ListField;
  label: string;
  options: Option[];
}) {
  const input = form.getInputProps(field);
  return (
    <MultiSelect
      label={label}
      data={withAny(options)}
      searchable
      hidePickedOptions
      {...input}
      value={form.values[field]}
      onChange={(next) => form.setFieldValue(field, nextAnyOf(form.values[field], next))}
    />
  );
}

/**
 * The refine preferences for the matching preference page and registration step 4. "Exclude same
 * gotram" comes first: families ask for it most. `showCountries` when the partner preference is NRI.
 */
export function RefineFields({ form, showCountries }: { form: RefineForm; showCountries: boolean }) {
  const horoscope = form.values.horoscope;
  const heights = HEIGHTS_ALL.map((h) => ({ value: h, label: h }));
  const ages = AGES.map((a) => ({ value: a, label: a }));
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" bg="orange.0">
        <Switch
          size="md"
          label={t("refine.excludeSameGotram")}
          description={t("refine.excludeSameGotramHint")}
          {...form.getInputProps("excludeSameGotram", { type: "checkbox" })}
        />
      </Paper>
      <Input.Wrapper label={t("refine.ageRange")}>
        <Group grow gap="sm" align="flex-start">
          <RangeEnd form={form} field="ageMin" label={t("refine.ageFrom")} options={ages} />
          <RangeEnd form={form} field="ageMax" label={t("refine.ageTo")} options={ages} />
        </Group>
      </Input.Wrapper>
      <Input.Wrapper label={t("refine.heightRange")}>
        <Group grow gap="sm" align="flex-start">
          <RangeEnd form={form} field="heightMin" label={t("refine.heightFrom")} options={heights} />
          <RangeEnd form={form} field="heightMax" label={t("refine.heightTo")} options={heights} />
        </Group>
      </Input.Wrapper>
      {/* "Spouse lost" is one choice (Widowed); the server counts profile edit's Married with it. */}
      <AnyOfChips
        form={form}
        field="maritalStatuses"
        label={t("refine.maritalStatuses")}
        options={optionData(MARITAL_STATUSES_REGISTRATION, MARITAL_STATUS_LABELS)}
      />
      <AnyOfSelect
        form={form}
        field="nativeDistricts"
        label={t("refine.nativeDistricts")}
        options={REFINE_DISTRICTS.map((d) => ({ value: d, label: optionLabel("nativePlaceDistrict", d) }))}
      />
      {showCountries && (
        <AnyOfSelect
          form={form}
          field="nriCountries"
          label={t("refine.nriCountries")}
          options={optionData(NRI_COUNTRIES)}
        />
      )}
      <AnyOfChips
        form={form}
        field="educationLevels"
        label={t("refine.educationLevels")}
        description={t("refine.educationHint")}
        options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(EDUCATION_LABEL[level]) }))}
      />
      <Switch label={t("refine.withPhotoOnly")} {...form.getInputProps("withPhotoOnly", { type: "checkbox" })} />
      <Switch
        label={t("verification.verifiedOnlyLabel")}
        description={t("verification.verifiedOnlyHelp")}
        {...form.getInputProps("verifiedOnly", { type: "checkbox" })}
      />
      <Radio.Group
        label={t("refine.horoscope")}
        description={t(HOROSCOPE_HINT[horoscope])}
        value={horoscope}
        onChange={(value) => form.setFieldValue("horoscope", value as HoroscopeMode)}
      >
        <Group gap="md" mt={8}>
          {HOROSCOPE_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(HOROSCOPE_LABEL[mode])} />
          ))}
        </Group>
      </Radio.Group>
      {horoscope === "required" && (
        <NumberInput
          label={t("refine.minGuna")}
          description={t("refine.minGunaHint")}
          min={0}
          max={MAX_GUNA}
          allowDecimal={false}
          clampBehavior="strict"
          {...form.getInputProps("minGuna")}
        />
      )}
    </Stack>
  );
}
