import { Divider, Select, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "convex/react";
import { useState } from "react";
import {
  NRI_COUNTRIES,
  PARTNER_PREFERENCE_TYPES,
  PARTNER_PROFESSION_SECTORS,
  PARTNER_STATES,
} from "@matrimony/shared/options";
import { preferenceEditSchema } from "@matrimony/shared/schemas";
import { FormActions } from "../../components/FormActions";
import { api } from "../../convexApi";
import { clearFormError, toastSuccess } from "../account/feedback";
import { showFirstError, showSaveError } from "../account/focusField";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";
import { toPreferenceInput, toPreferenceValues, type PreferenceFormValues } from "./preferenceForm";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";
import { optionData } from "../options/optionLabels";
import { RefineFields } from "../refine/RefineFields";
import { toRefineInput, toRefineValues } from "../refine/refineForm";
import { useRefineForm } from "../refine/useRefineForm";

/** One error toast at a time for this form: a new problem replaces the last. */
const FORM_ID = "preference-edit";

const FORM = { validate: localizedResolver(preferenceEditSchema) };

/** Edit the partner preference and the refine choices; the matches on /home follow them as soon as they are saved. */
export function PreferenceForm({ profile, onDone }: { profile: Me["profile"]; onDone: () => void }) {
  const updatePreference = useMutation(api.members.updatePreference);
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => toPreferenceValues(profile));
  const form = useForm<PreferenceFormValues>({ initialValues, ...FORM });
  const [refineInitial] = useState(() => toRefineValues(profile.matchFilters));
  const refine = useRefineForm(refineInitial);
  useErrorsInLanguage(form, FORM.validate);
  const nri = form.values.partnerPreferenceType === "NRI";

  const select = (field: keyof PreferenceFormValues) => ({
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ""),
  });

  const save = async (values: PreferenceFormValues) => {
    setSaving(true);
    try {
      await updatePreference({ preference: toPreferenceInput(values), refine: toRefineInput(refine.values) });
      clearFormError(FORM_ID);
      toastSuccess(t("preference.updated"));
      onDone();
    } catch (error) {
      // The server names the field it refused; the refine form holds the refine ones.
      showSaveError(form, error, t("preference.updateFailed"), FORM_ID);
      showSaveError(refine, error, t("preference.updateFailed"), FORM_ID);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => {
          const checked = refine.validate();
          if (checked.hasErrors) showFirstError(refine, FORM_ID)(checked.errors);
          else void save(values);
        },
        showFirstError(form, FORM_ID),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Select
          label={t("profileField.partnerPreferenceType")}
          description={t("preference.typeHint")}
          data={optionData(PARTNER_PREFERENCE_TYPES)}
          clearable
          {...select("partnerPreferenceType")}
        />
        {nri ? (
          <Select
            label={t("profileField.nriCountry")}
            data={optionData(NRI_COUNTRIES)}
            searchable
            clearable
            {...select("nriCountry")}
          />
        ) : (
          <Select
            label={t("profileField.partnerstate")}
            withAsterisk
            data={optionData(PARTNER_STATES)}
            allowDeselect={false}
            {...select("partnerstate")}
          />
        )}
        <Select
          label={t("profileField.partnerprofessionSector")}
          withAsterisk
          data={optionData(PARTNER_PROFESSION_SECTORS)}
          allowDeselect={false}
          {...select("partnerprofessionSector")}
        />
        <Divider my="sm" />
        <Title order={2} size="h4">
          {t("refine.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("refine.intro")}
        </Text>
        <RefineFields form={refine} showCountries={nri} />
        <FormActions onCancel={onDone} saving={saving} mt="xs" />
      </Stack>
    </form>
  );
}
