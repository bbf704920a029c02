import { SimpleGrid, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";
import { MatchCard, type MatchCardData } from "../../components/MatchCard";

export interface MatchGridProps {
  cards: readonly MatchCardData[];
  headingOrder?: TitleOrder;
  footer?: (card: MatchCardData) => ReactNode;
  /** The grid is the page's main content: its first photo is fetched before anything else. */
  priorityFirst?: boolean;
}

/** Cards in a grid: one column on phones, up to four on a desktop. The member page records the opening. */
export function MatchGrid({ cards, headingOrder, footer, priorityFirst = false }: MatchGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
      {cards.map((card, index) => (
        <MatchCard
          key={card._id}
          card={card}
          headingOrder={headingOrder}
          footer={footer?.(card)}
          priority={priorityFirst && index === 0}
        />
      ))}
    </SimpleGrid>
  );
}
