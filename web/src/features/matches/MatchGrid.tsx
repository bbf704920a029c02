import { SimpleGrid, useMantineTheme, type TitleOrder } from "@mantine/core";
import { useDeferredValue, useState, type ReactNode } from "react";
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

/** Columns of the grid by screen width: one on phones, up to four on a desktop. */
const COLUMNS = { base: 1, xs: 2, sm: 3, lg: 4 } as const;

/**
 * Cards drawn in the first pass when a grid appears: the first row at this screen's width (a phone's first
 * screen shows one card, a desktop's first row four). The rest follow in a second pass that React may
 * interrupt (the twelve cards of /home took about a second to draw on a budget phone before
 * anything of them showed, and each card drawn before the first paint holds it back, on a phone about
 * 0.1 s a card).
 */
export function firstRowCards(
  breakpoints: Record<"xs" | "sm" | "lg", string>,
  matches: (query: string) => boolean,
): number {
  const reached = (["xs", "sm", "lg"] as const).filter((key) => matches(`(min-width: ${breakpoints[key]})`));
  return Math.max(COLUMNS.base, ...reached.map((key) => COLUMNS[key]));
}

function useFirstRow(): number {
  const { breakpoints } = useMantineTheme();
  const [cards] = useState(() => firstRowCards(breakpoints, (query) => window.matchMedia(query).matches));
  return cards;
}

/** Cards in a grid: one column on phones, up to four on a desktop. The member page records the opening. */
export function MatchGrid({ cards, headingOrder, footer, priorityFirst = false, after }: MatchGridProps) {
  const firstRow = useFirstRow();
  const deferred = useDeferredValue(cards.length, Math.min(cards.length, firstRow));
  const drawn = Math.min(cards.length, Math.max(deferred, firstRow));
  return (
    <>
      <SimpleGrid cols={COLUMNS} spacing="md" verticalSpacing="md">
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
