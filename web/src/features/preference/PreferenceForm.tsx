import { Button, Group, Select, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "convex/react";
import { useState } from "react";
import { NRI_COUNTRIES, PARTNER_PREFERENCE_TYPES, PARTNER_PROFESSION_SECTORS, PARTNER_STATES } from "@matrimony/shared/options";
import { preferenceEditSchema } from "@matrimony/shared/schemas";
import { api } from "../../convexApi";
import { clearFormError, toastSuccess } from "../account/feedback";
import { showFirstError, showSaveError } from "../account/focusField";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";
import { toPreferenceInput, toPreferenceValues, type PreferenceFormValues } from "./preferenceForm";
import { localizedResolver } from "../forms/localizedResolver";
import { optionData } from "../options/optionLabels";

/** One error toast at a time for this form: a new problem replaces the last. */
const FORM_ID = "preference-edit";

const FORM = { validate: localizedResolver(preferenceEditSchema) };

/** Edit the partner preference; the matches on /home follow it as soon as it is saved. */
export function PreferenceForm({ profile, onDone }: { profile: Me["profile"]; onDone: () => void }) {
  const updatePreference = useMutation(api.members.updatePreference);
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() => toPreferenceValues(profile));
  const form = useForm<PreferenceFormValues>({ initialValues, ...FORM });
  const nri = form.values.partnerPreferenceType === "NRI";

  const select = (field: keyof PreferenceFormValues) => ({
    ...form.getInputProps(field),
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ""),
  });

  const save = async (values: PreferenceFormValues) => {
    setSaving(true);
    try {
      await updatePreference({ preference: toPreferenceInput(values) });
      clearFormError(FORM_ID);
      toastSuccess(t("preference.updated"));
      onDone();
    } catch (error) {
      showSaveError(form, error, t("preference.updateFailed"), FORM_ID);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values), showFirstError(form, FORM_ID))} noValidate>
      <Stack gap="sm">
        <Select
          label={t("profileField.partnerPreferenceType")}
          description={t("preference.typeHint")}
          data={optionData(PARTNER_PREFERENCE_TYPES)}
          clearable
          {...select("partnerPreferenceType")}
        />
        {nri ? (
          <Select label={t("profileField.nriCountry")} data={optionData(NRI_COUNTRIES)} searchable clearable {...select("nriCountry")} />
        ) : (
          <Select label={t("profileField.partnerstate")} withAsterisk data={optionData(PARTNER_STATES)} allowDeselect={false} {...select("partnerstate")} />
        )}
        <Select
          label={t("profileField.partnerprofessionSector")}
          withAsterisk
          data={optionData(PARTNER_PROFESSION_SECTORS)}
          allowDeselect={false}
          {...select("partnerprofessionSector")}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
