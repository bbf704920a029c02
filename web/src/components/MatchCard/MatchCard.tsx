import { Badge, Card, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import { memo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { HoroscopeChip } from "../../features/horoscope/HoroscopeChip";
import { Badges } from "../../features/verification/Badges";
import { useLanguage } from "../../features/language/useLanguage";
import { optionLabel } from "../../features/options/optionLabels";
import { t } from "../../i18n";
import { InterestAction } from "../../features/interests/InterestAction";
import { SafetyActions } from "../../features/safety/SafetyActions";
import { ProfilePhoto } from "../ProfilePhoto/ProfilePhoto";
import classes from "./MatchCard.module.css";
import type { MatchCardData } from "./types";

export interface MatchCardProps {
  card: MatchCardData;
  /** Heading level of the name, to fit the page's outline. */
  headingOrder?: TitleOrder;
  /** An extra line under the details (e.g. when it was viewed). */
  footer?: ReactNode;
  /** The first card on the page: its photo is fetched first (the page's largest image on a phone). */
  priority?: boolean;
}

/**
 * A match at a glance (SPEC §2): photo, name, age, height, caste, religion, profession, place. Memoized: a
 * list draws again whenever the session or a page of matches changes, and a card is the most Mantine
 * components on a member page; the cards' data keeps its identity while unchanged (Convex's answers). It
 * follows the language on screen itself (useLanguage), since a switch changes none of its props.
 */
export const MatchCard = memo(function MatchCard({ card, headingOrder = 3, footer, priority = false }: MatchCardProps) {
  useLanguage();
  const ageHeight = card.age === null ? card.height : t("matchCard.ageHeight", { age: card.age, height: card.height });
  return (
    <Card withBorder radius="md" className={classes.card}>
      {/* The card-size copy; the server gives the photo itself for photos without one. */}
      <ProfilePhoto
        src={card.photoThumbUrl ?? card.photoUrl}
        name={card.fullName}
        priority={priority}
        lock={card.photoLock}
      />
      <Stack gap={4} className={classes.details}>
        <Title order={headingOrder} size="h4">
          {/* A member's own entries (name, place, code) show as typed, in any language: translate="no". */}
          <Link to={`/user/${card._id}`} className={classes.name} translate="no">
            {card.fullName}
          </Link>
        </Title>
        <Text fw={600}>{ageHeight}</Text>
        <Text size="sm">
          {t("matchCard.casteReligion", {
            caste: optionLabel("caste", card.caste),
            religion: optionLabel("religion", card.religion),
          })}
        </Text>
        <Text size="sm">{optionLabel("profession", card.profession)}</Text>
        <Text size="sm" c="gray.7" translate="no">
          {card.place}
        </Text>
        <Badge variant="light" color="gray" size="sm" mt={2} translate="no">
          {t("matchCard.profileCode", { code: card.profileCode })}
        </Badge>
        <Badges badges={card.badges} size="xs" />
        {/* Their own partner preference takes the viewer too (matches.list computes it on the server). */}
        {card.mutual && (
          <Badge variant="light" color="teal" size="sm" data-testid="mutual-badge">
            {t("mutual.badge")}
          </Badge>
        )}
        <HoroscopeChip horoscope={card.horoscope} />
        <InterestAction profileId={card._id} name={card.fullName} />
        <SafetyActions profileId={card._id} name={card.fullName} />
        {footer}
      </Stack>
    </Card>
  );
});
