import { SimpleGrid, type TitleOrder } from "@mantine/core";
import { useDeferredValue, type ReactNode } from "react";
import { MatchCard, type MatchCardData } from "../../components/MatchCard";

export interface MatchGridProps {
  cards: readonly MatchCardData[];
  headingOrder?: TitleOrder;
  footer?: (card: MatchCardData) => ReactNode;
  /** The grid is the page's main content: its first photo is fetched before anything else. */
  priorityFirst?: boolean;
  /** What follows the grid (a count, the next page's trigger): shown once every card is drawn. */
  after?: ReactNode;
}

/**
 * Cards drawn in the first pass when a grid appears: a phone's first screen shows one or two, a desktop's
 * first row four. The rest follow in a second pass that React may interrupt (issue 18: the twelve cards of
 * /home took about a second to draw on a budget phone before anything of them showed).
 */
export const FIRST_PASS_CARDS = 4;

/** Cards in a grid: one column on phones, up to four on a desktop. The member page records the opening. */
export function MatchGrid({ cards, headingOrder, footer, priorityFirst = false, after }: MatchGridProps) {
  const deferred = useDeferredValue(cards.length, Math.min(cards.length, FIRST_PASS_CARDS));
  const drawn = Math.min(cards.length, Math.max(deferred, FIRST_PASS_CARDS));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
        {cards.slice(0, drawn).map((card, index) => (
          <MatchCard
            key={card._id}
            card={card}
            headingOrder={headingOrder}
            footer={footer?.(card)}
            priority={priorityFirst && index === 0}
          />
        ))}
      </SimpleGrid>
      {/* Not before: the next page's trigger, right under four cards, would fire before the rest are drawn. */}
      {drawn === cards.length && after}
    </>
  );
}
