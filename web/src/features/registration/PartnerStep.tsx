import { Anchor, Checkbox, Stack } from "@mantine/core";
import {
  NRI_COUNTRIES,
  PARTNER_PREFERENCE_TYPES,
  PARTNER_PROFESSION_SECTORS,
  PARTNER_STATES,
} from "@matrimony/shared/options";
import { t } from "../../i18n";
import { OptionRadios, OptionSelect } from "./OptionInputs";
import type { StepProps } from "./wizardForm";
import type { UseFormReturnType } from "@mantine/form";
import { RegisterRefine } from "../refine/RegisterRefine";
import type { RefineFormValues } from "../refine/refineForm";

type Props = Pick<StepProps, "form" | "shaping"> & { refine: UseFormReturnType<RefineFormValues>; refineOpen: boolean };

/** Step 4 (SPEC §3, §5): partner preference (a state unless NRI), the optional refine choices and the terms consent. */
export function PartnerStep({ form, shaping, refine, refineOpen }: Props) {
  const type = shaping.partnerPreferenceType;
  // Answered on step 1: they cannot change while this step shows.
  const { dateOfBirth, gender } = form.getValues();
  return (
    <Stack gap="md">
      <OptionRadios
        label={t("register.partnerType")}
        description={t("register.partnerTypeHelp")}
        values={PARTNER_PREFERENCE_TYPES}
        key={form.key("partnerPreferenceType")}
        input={form.getInputProps("partnerPreferenceType")}
      />
      {type !== "NRI" && (
        <OptionRadios
          label={t("register.partnerState")}
          values={PARTNER_STATES}
          required
          key={form.key("partnerstate")}
          input={form.getInputProps("partnerstate")}
        />
      )}
      {type === "NRI" && (
        <OptionSelect
          label={t("register.partnerCountry")}
          values={NRI_COUNTRIES}
          key={form.key("nriCountry")}
          input={form.getInputProps("nriCountry")}
        />
      )}
      <OptionSelect
        label={t("register.partnerSector")}
        values={PARTNER_PROFESSION_SECTORS}
        required
        key={form.key("partnerprofessionSector")}
        input={form.getInputProps("partnerprofessionSector")}
      />
      <RegisterRefine
        refine={refine}
        dateOfBirth={dateOfBirth}
        gender={gender}
        nri={type === "NRI"}
        open={refineOpen}
      />
      <Checkbox
        size="md"
        mt="sm"
        label={
          <>
            {t("register.termsBefore")} {/* New tab: following the link must not throw away four steps of answers. */}
            <Anchor href="/termsconditions" target="_blank" rel="noopener">
              {t("register.termsLink")}
            </Anchor>{" "}
            {t("register.termsAnd")}{" "}
            <Anchor href="/privacy-policy" target="_blank" rel="noopener">
              {t("register.privacyLink")}
            </Anchor>
          </>
        }
        key={form.key("acceptedTerms")}
        {...form.getInputProps("acceptedTerms", { type: "checkbox" })}
      />
    </Stack>
  );
}
