import { Badge, Card, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { HoroscopeChip } from "../../features/horoscope/HoroscopeChip";
import { optionLabel } from "../../features/options/optionLabels";
import { t } from "../../i18n";
import { ProfilePhoto } from "../ProfilePhoto/ProfilePhoto";
import classes from "./MatchCard.module.css";
import type { MatchCardData } from "./types";

export interface MatchCardProps {
  card: MatchCardData;
  /** Heading level of the name, to fit the page's outline. */
  headingOrder?: TitleOrder;
  /** An extra line under the details (e.g. when it was viewed). */
  footer?: ReactNode;
}

/** A match at a glance (SPEC §2): photo, name, age, height, caste, religion, profession, place. */
export function MatchCard({ card, headingOrder = 3, footer }: MatchCardProps) {
  const ageHeight =
    card.age === null ? card.height : t("matchCard.ageHeight", { age: card.age, height: card.height });
  return (
    <Card withBorder radius="md" className={classes.card}>
      <ProfilePhoto src={card.photoUrl} name={card.fullName} />
      <Stack gap={4} className={classes.details}>
        <Title order={headingOrder} size="h4">
          {/* A member's own entries (name, place, code) show as typed, in any language: translate="no". */}
          <Link to={`/user/${card._id}`} className={classes.name} translate="no">
            {card.fullName}
          </Link>
        </Title>
        <Text fw={600}>{ageHeight}</Text>
        <Text size="sm">
          {t("matchCard.casteReligion", { caste: optionLabel("caste", card.caste), religion: optionLabel("religion", card.religion) })}
        </Text>
        <Text size="sm">{optionLabel("profession", card.profession)}</Text>
        <Text size="sm" c="gray.7" translate="no">
          {card.place}
        </Text>
        <Badge variant="light" color="gray" size="sm" mt={2} translate="no">
          {t("matchCard.profileCode", { code: card.profileCode })}
        </Badge>
        <HoroscopeChip horoscope={card.horoscope} />
        {footer}
      </Stack>
    </Card>
  );
}
