/** A long label (Telugu, a narrow phone) wraps inside its button instead of being cut off. */
export const WRAPPING_LABEL = { label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } } as const;
