import { SimpleGrid, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";
import { MatchCard, type MatchCardData } from "../../components/MatchCard";
import { useRecordView, VIEW_RECORDED_STATE } from "./useRecordView";

export interface MatchGridProps {
  cards: readonly MatchCardData[];
  headingOrder?: TitleOrder;
  footer?: (card: MatchCardData) => ReactNode;
}

/** Cards in a grid: one column on phones, up to four on a desktop. Opening a card records the view. */
export function MatchGrid({ cards, headingOrder, footer }: MatchGridProps) {
  const recordView = useRecordView();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
      {cards.map((card) => (
        <MatchCard
          key={card._id}
          card={card}
          headingOrder={headingOrder}
          linkState={VIEW_RECORDED_STATE}
          onOpen={(c) => recordView(c._id)}
          footer={footer?.(card)}
        />
      ))}
    </SimpleGrid>
  );
}
