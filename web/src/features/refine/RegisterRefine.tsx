import { Button, Collapse, Paper, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect, useState } from "react";
import { ANY } from "@matrimony/shared/rules/refine/options";
import { t } from "../../i18n";
import { RefineFields } from "./RefineFields";
import { newMemberRefineValues, type RefineFormValues } from "./refineForm";

type Props = {
  refine: UseFormReturnType<RefineFormValues>;
  dateOfBirth: string;
  gender: string;
  nri: boolean;
  /** Opens the section from outside, e.g. when the final check found a problem in it. */
  open?: boolean;
};

/**
 * Registration step 4's optional refine preferences, collapsed: a new member starts with the
 * age range of their own age and gender (shared defaultAgeRange) and every other choice at "Doesn't matter",
 * and the line above the button says so, so nothing narrows their matches unseen.
 */
export function RegisterRefine({ refine, dateOfBirth, gender, nri, open = false }: Props) {
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (open) setShown(true);
  }, [open]);
  // The defaults follow step 1's answers until the member changes a refine choice themselves.
  useEffect(() => {
    if (refine.isDirty()) return;
    const values = newMemberRefineValues(dateOfBirth, gender);
    refine.setValues(values);
    refine.resetDirty(values);
    // refine is a new object each render; the answers are what matter.
  }, [dateOfBirth, gender]);
  const { ageMin, ageMax } = refine.values;
  const intro =
    ageMin !== ANY && ageMax !== ANY
      ? t("refine.registerIntro", { min: ageMin, max: ageMax })
      : t("refine.registerIntroNoAge");
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text size="sm">{intro}</Text>
        <Button
          variant="light"
          onClick={() => setShown((s) => !s)}
          aria-expanded={shown}
          style={{ alignSelf: "flex-start" }}
        >
          {shown ? t("refine.hide") : t("refine.show")}
        </Button>
        <Collapse expanded={shown}>
          <RefineFields form={refine} showCountries={nri} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
