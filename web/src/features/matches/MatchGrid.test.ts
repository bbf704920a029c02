import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { firstRowCards } from "./MatchGrid";

/** A screen `widthEm` wide, answering `(min-width: Nem)` queries as the browser would. */
const screen = (widthEm: number) => (query: string) => {
  const min = /\(min-width: ([\d.]+)em\)/.exec(query);
  if (!min) throw new Error(`unexpected query ${query}`);
  return widthEm >= Number(min[1]);
};

describe("firstRowCards: the cards drawn before the first paint are the grid's first row", () => {
  it.each([
    { screen: "budget phone, 360 px", widthEm: 22.5, cards: 1 },
    { screen: "large phone, 430 px", widthEm: 26.875, cards: 1 },
    { screen: "xs, 576 px", widthEm: 36, cards: 2 },
    { screen: "tablet, 768 px", widthEm: 48, cards: 3 },
    { screen: "laptop, 1024 px", widthEm: 64, cards: 3 },
    { screen: "desktop, 1280 px", widthEm: 80, cards: 4 },
  ])("$screen: $cards", ({ widthEm, cards }) => {
    expect(firstRowCards(DEFAULT_THEME.breakpoints, screen(widthEm))).toBe(cards);
  });
});
