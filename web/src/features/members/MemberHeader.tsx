import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";
import { placeText, professionText } from "./profileSections";
import type { MemberPageData } from "./types";
import { Badges } from "../verification/Badges";
import { CreatedByLine } from "../parents/CreatedByLine";

/** Name and the facts families ask first, above the fold on a phone. */
export function MemberHeader({ member }: { member: MemberPageData }) {
  const ageHeight =
    member.age === null ? member.height : t("matchCard.ageHeight", { age: member.age, height: member.height });
  return (
    <Stack gap={6}>
      <Title order={1} style={{ overflowWrap: "anywhere" }} translate="no">
        {member.fullName}
      </Title>
      <Text size="lg" fw={600}>
        {ageHeight}
      </Text>
      <Text>
        {t("matchCard.casteReligion", {
          caste: optionLabel("caste", member.caste),
          religion: optionLabel("religion", member.religion),
        })}
      </Text>
      <Text>{professionText(member)}</Text>
      <Text c="gray.7" translate="no">
        {placeText(member)}
      </Text>
      <CreatedByLine creator={member.profileCreatedBy} />
      <Badges badges={member.badges} />
      <Group gap="xs">
        <Badge variant="light" color="gray" size="lg" translate="no">
          {t("matchCard.profileCode", { code: member.profileCode })}
        </Badge>
        {member.isPremium && (
          <Badge color="pink.8" size="lg">
            {t("member.premiumBadge")}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
