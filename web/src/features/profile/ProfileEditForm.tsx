import {
  Autocomplete,
  Box,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "convex/react";
import { useMemo, useState, type ReactNode } from "react";
import { MAX_SIBLINGS } from "@matrimony/shared/constants";
import {
  CASTES,
  COMPLEXIONS,
  DIETS,
  DISTRICTS_BY_STATE,
  FAMILY_TYPES,
  FAMILY_VALUES,
  FINANCIAL_STATUSES,
  HABITS,
  KUJA_DOSHAM_VALUES,
  NAKSHATRA_PADA_LABELS,
  NAKSHATRA_PADAS,
  NAKSHATRAM_VALUES,
  NAKSHATRAMS,
  NATIVE_STATES,
  NRI_COUNTRIES,
  PROFESSION_SECTORS,
  PROFESSIONS,
  PROFILE_CREATORS,
  RASHI_VALUES,
  RASHIS,
  RELIGIONS,
  RESIDENCE_TYPES,
  SUB_CASTE_SUGGESTIONS,
  type Caste,
} from "@matrimony/shared/options";
import { makeProfileEditSchema } from "@matrimony/shared/schemas";
import { FormActions } from "../../components/FormActions";
import { api } from "../../convexApi";
import { clearFormError, toastSuccess } from "../account/feedback";
import { showFirstError, showSaveError } from "../account/focusField";
import type { Me } from "../session/useSession";
import { t } from "../../i18n";
import {
  followUps,
  heightOptions,
  maritalStatusOptions,
  sameFollowUps,
  toFormValues,
  toUpdateInput,
  withoutNulls,
  type ProfileFormValues,
} from "./profileForm";
import classes from "./ProfileEditForm.module.css";
import { localizedResolver } from "../forms/localizedResolver";
import { useErrorsInLanguage } from "../forms/useErrorsInLanguage";
import { useLanguage } from "../language/useLanguage";
import { optionData, optionLabel } from "../options/optionLabels";
import { rashiAfterStarChange } from "../horoscope/rashiFromStar";
import { RashiFromStarNote } from "../horoscope/RashiFromStarNote";
import { ContactPersonFields } from "../parents/ContactPersonFields";
import type { ReviewedProfileField } from "@matrimony/shared/rules/profileChanges";
import { reviewedValueLabel, sendsForReview } from "./pendingChange";

/** A caste without sub-caste suggestions: one empty list, so the Autocomplete's data stays the same between renders. */
const NO_SUGGESTIONS: readonly string[] = [];

/** One error toast at a time for this form: a new problem replaces the last. */
const FORM_ID = "profile-edit";

/** 'Mesham (మేషం)' in English, the Telugu name alone in Telugu. */
const RASHI_LABELS = Object.fromEntries(RASHIS.map((r) => [r.value, `${r.value} (${r.telugu})`]));
const NAKSHATRAM_LABELS = Object.fromEntries(NAKSHATRAMS.map((n) => [n.value, `${n.value} (${n.telugu})`]));

type StarValues = Pick<ProfileFormValues, "nakshatram" | "nakshatraPada" | "rashi">;
function starOf(values: ProfileFormValues): StarValues {
  return { nakshatram: values.nakshatram ?? "", nakshatraPada: values.nakshatraPada ?? "", rashi: values.rashi ?? "" };
}
function sameStar(a: StarValues, b: StarValues): boolean {
  return a.nakshatram === b.nakshatram && a.nakshatraPada === b.nakshatraPada && a.rashi === b.rashi;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      className={classes.section}
      aria-labelledby={`edit-${id}`}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={`edit-${id}`}>
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export interface ProfileEditFormProps {
  me: Me;
  onDone: () => void;
}

/**
 * Profile edit (SPEC §4, §5): the shared edit schema checks the form on Save with the spec's messages
 * ('Full Name is required.', 'Mobile Number is required.', 'Please specify your profession.') under each
 * field, the first one also as a toast with focus moved to its field, since on a phone it may be off screen.
 */
export function ProfileEditForm({ me, onDone }: ProfileEditFormProps) {
  const update = useMutation(api.members.update);
  const [saving, setSaving] = useState(false);
  // The form's check, as on submit and again on a language switch (useErrorsInLanguage).
  const check = useMemo(() => {
    const resolve = localizedResolver(makeProfileEditSchema(Date.now(), me.profile.gender));
    return (values: ProfileFormValues) => resolve(withoutNulls(values));
  }, [me.profile.gender]);
  // Filled once, when editing starts: a live update of `me` must not overwrite what the member is typing.
  const [initialValues] = useState(() => toFormValues(me));
  // Uncontrolled: typing re-renders one input, not the forty of this form (it matters on low-end phones).
  const [shown, setShown] = useState(() => followUps(initialValues));
  // The star, pada and rashi as typed, for the rashi check under the rashi (the form itself is uncontrolled).
  const [star, setStar] = useState(() => starOf(initialValues));
  const form = useForm<ProfileFormValues>({
    mode: "uncontrolled",
    initialValues,
    validate: check,
    onValuesChange: (values) => {
      const next = followUps(values);
      setShown((current) => (sameFollowUps(current, next) ? current : next));
      const nextStar = starOf(values);
      setStar((current) => (sameStar(current, nextStar) ? current : nextStar));
    },
  });
  useErrorsInLanguage(form, check);
  const subCastes = SUB_CASTE_SUGGESTIONS[shown.caste as Caste] ?? NO_SUGGESTIONS;
  const districts =
    shown.state === "Andhra Pradesh" || shown.state === "Telangana" ? DISTRICTS_BY_STATE[shown.state] : null;
  // Each Select's options are built once per language, not on every render: a Select given a new list
  // redoes its option lookup and searches the whole page for its closed dropdown, twenty Selects at a time.
  const language = useLanguage();
  const options = useMemo(
    () => ({
      maritalStatus: maritalStatusOptions(me.profile.maritalStatus).map((o) => ({
        ...o,
        label: optionLabel("maritalStatus", o.value, o.label),
      })),
      height: heightOptions(me.profile.height),
      complexion: optionData(COMPLEXIONS),
      caste: optionData(CASTES),
      religion: optionData(RELIGIONS),
      residenceType: optionData(RESIDENCE_TYPES),
      country: optionData(NRI_COUNTRIES),
      nakshatram: optionData(NAKSHATRAM_VALUES, NAKSHATRAM_LABELS),
      nakshatraPada: optionData(NAKSHATRA_PADAS, NAKSHATRA_PADA_LABELS),
      rashi: optionData(RASHI_VALUES, RASHI_LABELS),
      kujaDosham: optionData(KUJA_DOSHAM_VALUES),
      profileCreatedBy: optionData(PROFILE_CREATORS),
      state: optionData(NATIVE_STATES),
      financialStatus: optionData(FINANCIAL_STATUSES),
      familyType: optionData(FAMILY_TYPES),
      familyValues: optionData(FAMILY_VALUES),
      diet: optionData(DIETS),
      habits: optionData(HABITS),
      profession: optionData(PROFESSIONS),
      professionSector: optionData(PROFESSION_SECTORS),
    }),
    // The language is what the labels are read in.
    [language, me.profile.maritalStatus, me.profile.height],
  );
  const districtOptions = useMemo(() => (districts === null ? [] : optionData(districts)), [language, districts]);

  const save = async (values: ProfileFormValues) => {
    setSaving(true);
    try {
      await update({ profile: toUpdateInput(values) });
      clearFormError(FORM_ID);
      toastSuccess(t(sendsForReview(me, values) ? "profile.updatedForReview" : "profile.updated"));
      onDone();
    } catch (error) {
      showSaveError(form, error, t("profile.updateFailed"), FORM_ID);
    } finally {
      setSaving(false);
    }
  };

  const input = (field: keyof ProfileFormValues) => form.getInputProps(field);
  /** Under a field whose change waits for review: the current value, the one other members see. */
  const reviewHint = (field: ReviewedProfileField) =>
    me.pendingChange?.values[field] === undefined
      ? undefined
      : t("profile.reviewFieldHint", { value: reviewedValueLabel(field, me.profile[field] ?? "") });
  /** A new star or pada prefills the rashi they fix, unless the member chose a rashi of their own. */
  const starInput = (field: "nakshatram" | "nakshatraPada") => ({
    ...input(field),
    onChange: (value: string | null) => {
      const before = form.getValues();
      const after = { ...before, [field]: value ?? "" };
      form.setFieldValue(field, value ?? "");
      const rashi = rashiAfterStarChange(before, after);
      if (rashi !== before.rashi) form.setFieldValue("rashi", rashi);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => void save(values), showFirstError(form, FORM_ID))} noValidate>
      <Stack gap="md">
        {me.profile.status === "approved" && (
          <Text size="sm" c="dimmed">
            {t("profile.reviewNote")}
          </Text>
        )}
        <Section id="about" title={t("profile.aboutSection")}>
          <Textarea
            label={t("profileField.aboutMe")}
            description={reviewHint("aboutMe") ?? t("profile.aboutHelp")}
            rows={5}
            key={form.key("aboutMe")}
            {...input("aboutMe")}
          />
        </Section>

        <Section id="personal" title={t("profile.personalSection")}>
          <TextInput
            label={t("profileField.fullName")}
            withAsterisk
            autoComplete="name"
            description={reviewHint("fullName")}
            key={form.key("fullName")}
            {...input("fullName")}
          />
          <TextInput
            label={t("profileField.gender")}
            value={optionLabel("gender", me.profile.gender)}
            readOnly
            variant="filled"
            description={t("profile.genderFixed")}
          />
          <TextInput
            label={t("profileField.dateOfBirth")}
            readOnly
            variant="filled"
            description={t("profile.dateOfBirthLocked")}
            key={form.key("dateOfBirth")}
            {...input("dateOfBirth")}
          />
          <Select
            label={t("profileField.maritalStatus")}
            withAsterisk
            description={reviewHint("maritalStatus")}
            data={options.maritalStatus}
            allowDeselect={false}
            key={form.key("maritalStatus")}
            {...input("maritalStatus")}
          />
          <Select
            label={t("profileField.height")}
            withAsterisk
            data={options.height}
            allowDeselect={false}
            key={form.key("height")}
            {...input("height")}
          />
          <Select
            label={t("profileField.complexion")}
            data={options.complexion}
            clearable
            key={form.key("complexion")}
            {...input("complexion")}
          />
          <Select
            label={t("profileField.caste")}
            withAsterisk
            description={reviewHint("caste")}
            data={options.caste}
            allowDeselect={false}
            key={form.key("caste")}
            {...input("caste")}
          />
          <Autocomplete
            label={t("profileField.subCaste")}
            description={t("profile.subCasteHelp")}
            data={subCastes}
            key={form.key("subCaste")}
            {...input("subCaste")}
          />
          <Select
            label={t("profileField.religion")}
            withAsterisk
            description={reviewHint("religion")}
            data={options.religion}
            allowDeselect={false}
            key={form.key("religion")}
            {...input("religion")}
          />
          <Select
            label={t("profileField.residenceType")}
            withAsterisk
            data={options.residenceType}
            allowDeselect={false}
            key={form.key("residenceType")}
            {...input("residenceType")}
          />
          {shown.residenceType === "NRI" && (
            <Select
              label={t("profileField.country")}
              withAsterisk
              data={options.country}
              searchable
              key={form.key("country")}
              {...input("country")}
            />
          )}
          {shown.residenceType === "NRI" && shown.country === "Other" && (
            <TextInput
              label={t("profileField.otherCountry")}
              withAsterisk
              key={form.key("otherCountry")}
              {...input("otherCountry")}
            />
          )}
          <TextInput
            label={t("profileField.timeOfBirth")}
            placeholder={t("profile.timeOfBirthPlaceholder")}
            key={form.key("timeOfBirth")}
            {...input("timeOfBirth")}
          />
          <TextInput label={t("profileField.birthPlace")} key={form.key("birthPlace")} {...input("birthPlace")} />
          <Select
            label={t("profileField.nakshatram")}
            data={options.nakshatram}
            searchable
            clearable
            key={form.key("nakshatram")}
            {...starInput("nakshatram")}
          />
          <Select
            label={t("profileField.nakshatraPada")}
            description={t("horoscope.padaHelp")}
            data={options.nakshatraPada}
            clearable
            key={form.key("nakshatraPada")}
            {...starInput("nakshatraPada")}
          />
          <Stack gap={4}>
            <Select
              label={t("profileField.rashi")}
              data={options.rashi}
              clearable
              key={form.key("rashi")}
              {...input("rashi")}
            />
            <RashiFromStarNote nakshatram={star.nakshatram} pada={star.nakshatraPada} rashi={star.rashi} />
          </Stack>
          <Select
            label={t("profileField.kujaDosham")}
            description={t("horoscope.kujaDoshamHelp")}
            data={options.kujaDosham}
            clearable
            key={form.key("kujaDosham")}
            {...input("kujaDosham")}
          />
          <TextInput label={t("profileField.gotram")} key={form.key("gotram")} {...input("gotram")} />
          <Select
            label={t("register.profileCreatedBy")}
            data={options.profileCreatedBy}
            clearable
            key={form.key("profileCreatedBy")}
            {...input("profileCreatedBy")}
          />
        </Section>

        <Section id="contact" title={t("profile.contactSection")}>
          <TextInput
            label={t("profileField.mobileNumber")}
            withAsterisk
            type="tel"
            autoComplete="tel"
            key={form.key("mobileNumber")}
            {...input("mobileNumber")}
          />
          <TextInput
            label={t("profileField.altMobileNumber")}
            type="tel"
            key={form.key("altMobileNumber")}
            {...input("altMobileNumber")}
          />
          <TextInput
            label={t("profileField.email")}
            value={me.contacts.email}
            readOnly
            variant="filled"
            description={t("profile.emailFixed")}
          />
          <ContactPersonFields
            name={input("contactPersonName")}
            relation={input("contactPersonRelation")}
            keys={{ name: form.key("contactPersonName"), relation: form.key("contactPersonRelation") }}
          />
        </Section>

        <Section id="family" title={t("profile.familySection")}>
          <TextInput
            label={t("profileField.fatherName")}
            withAsterisk
            key={form.key("fatherName")}
            {...input("fatherName")}
          />
          <TextInput
            label={t("profileField.fatherProfession")}
            key={form.key("fatherProfession")}
            {...input("fatherProfession")}
          />
          <TextInput
            label={t("profileField.fatherDesignation")}
            key={form.key("fatherDesignation")}
            {...input("fatherDesignation")}
          />
          <TextInput
            label={t("profileField.motherName")}
            withAsterisk
            key={form.key("motherName")}
            {...input("motherName")}
          />
          <TextInput
            label={t("profileField.motherSurname")}
            key={form.key("motherSurname")}
            {...input("motherSurname")}
          />
          <TextInput
            label={t("profileField.motherProfession")}
            key={form.key("motherProfession")}
            {...input("motherProfession")}
          />
          <NumberInput
            label={t("profileField.numberOfBrothers")}
            min={0}
            max={MAX_SIBLINGS}
            allowDecimal={false}
            allowNegative={false}
            key={form.key("numberOfBrothers")}
            {...input("numberOfBrothers")}
          />
          <NumberInput
            label={t("profileField.numberOfSisters")}
            min={0}
            max={MAX_SIBLINGS}
            allowDecimal={false}
            allowNegative={false}
            key={form.key("numberOfSisters")}
            {...input("numberOfSisters")}
          />
          <Select
            label={t("profileField.state")}
            withAsterisk
            data={options.state}
            allowDeselect={false}
            key={form.key("state")}
            {...input("state")}
            onChange={(value: string | null) => {
              // A district of the old state is no answer for the new one.
              form.setFieldValue("state", value ?? "");
              form.setFieldValue("nativePlaceDistrict", "");
            }}
          />
          {districts !== null ? (
            <Select
              label={t("profileField.nativePlaceDistrict")}
              withAsterisk
              data={districtOptions}
              searchable
              key={form.key("nativePlaceDistrict")}
              {...input("nativePlaceDistrict")}
            />
          ) : (
            <TextInput
              label={t("profileField.nativeStateOther")}
              withAsterisk
              key={form.key("nativeStateOther")}
              {...input("nativeStateOther")}
            />
          )}
          <TextInput label={t("profileField.place")} key={form.key("place")} {...input("place")} />
          <TextInput
            label={t("profileField.presentResidence")}
            withAsterisk
            key={form.key("presentResidence")}
            {...input("presentResidence")}
          />
          <Select
            label={t("profileField.financialStatus")}
            data={options.financialStatus}
            clearable
            key={form.key("financialStatus")}
            {...input("financialStatus")}
          />
          <NumberInput
            label={t("profileField.marriedBrothers")}
            min={0}
            max={MAX_SIBLINGS}
            allowDecimal={false}
            allowNegative={false}
            key={form.key("marriedBrothers")}
            {...input("marriedBrothers")}
          />
          <NumberInput
            label={t("profileField.marriedSisters")}
            min={0}
            max={MAX_SIBLINGS}
            allowDecimal={false}
            allowNegative={false}
            key={form.key("marriedSisters")}
            {...input("marriedSisters")}
          />
          <Select
            label={t("profileField.familyType")}
            data={options.familyType}
            clearable
            key={form.key("familyType")}
            {...input("familyType")}
          />
          <Select
            label={t("profileField.familyValues")}
            data={options.familyValues}
            clearable
            key={form.key("familyValues")}
            {...input("familyValues")}
          />
          <Textarea
            label={t("profileField.aboutFamily")}
            description={reviewHint("aboutFamily") ?? t("profile.aboutHelp")}
            rows={5}
            key={form.key("aboutFamily")}
            {...input("aboutFamily")}
          />
        </Section>

        <Section id="lifestyle" title={t("profile.lifestyleSection")}>
          <Select
            label={t("profileField.diet")}
            data={options.diet}
            clearable
            key={form.key("diet")}
            {...input("diet")}
          />
          <Select
            label={t("profileField.smoking")}
            data={options.habits}
            clearable
            key={form.key("smoking")}
            {...input("smoking")}
          />
          <Select
            label={t("profileField.drinking")}
            data={options.habits}
            clearable
            key={form.key("drinking")}
            {...input("drinking")}
          />
        </Section>

        <Section id="education" title={t("profile.educationSection")}>
          <TextInput
            label={t("profileField.education")}
            withAsterisk
            key={form.key("education")}
            {...input("education")}
          />
          <TextInput label={t("profileField.collegeName")} key={form.key("collegeName")} {...input("collegeName")} />
          <Select
            label={t("profileField.profession")}
            withAsterisk
            data={options.profession}
            searchable
            allowDeselect={false}
            key={form.key("profession")}
            {...input("profession")}
          />
          {shown.profession === "Other" && (
            <TextInput
              label={t("profileField.otherProfession")}
              withAsterisk
              key={form.key("otherProfession")}
              {...input("otherProfession")}
            />
          )}
          <Select
            label={t("profileField.professionSector")}
            withAsterisk
            data={options.professionSector}
            allowDeselect={false}
            key={form.key("professionSector")}
            {...input("professionSector")}
          />
          <TextInput label={t("profileField.companyName")} key={form.key("companyName")} {...input("companyName")} />
          <TextInput label={t("profileField.workingPlace")} key={form.key("workingPlace")} {...input("workingPlace")} />
          <TextInput label={t("profileField.income")} key={form.key("income")} {...input("income")} />
        </Section>

        <Box className={classes.actions}>
          <FormActions onCancel={onDone} saving={saving} />
        </Box>
      </Stack>
    </form>
  );
}
