import { Text } from "@mantine/core";
import type { ProfileCreator } from "@matrimony/shared/options";
import { t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";

/**
 * "Profile created by Parent" on a member page. Nothing for profiles made before the question
 * was asked: nobody stated who made them.
 */
export function CreatedByLine({ creator }: { creator: ProfileCreator | undefined }) {
  if (creator === undefined) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="created-by">
      {t("member.createdBy", { creator: optionLabel("profileCreatedBy", creator) })}
    </Text>
  );
}
