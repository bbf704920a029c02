import { createTheme, type CSSVariablesResolver } from "@mantine/core";

/** Deep rose on white: the brand colour at shade 8 keeps white text above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: "pink",
  primaryShade: { light: 8, dark: 6 },
  // Latin from the system; Telugu from the self-hosted Noto Sans Telugu (main.tsx), whatever the phone has.
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Telugu Variable', 'Noto Sans Telugu', 'Noto Sans', sans-serif",
  headings: { fontFamily: "Georgia, 'Noto Sans Telugu Variable', 'Noto Serif Telugu', 'Noto Serif', serif" },
  defaultRadius: "md",
  // Large touch targets for phones: inputs and buttons default to 'md'.
  components: {
    Button: { defaultProps: { size: "md" } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    Select: { defaultProps: { size: "md" } },
    NumberInput: { defaultProps: { size: "md" } },
    // Mantine's badges are upper case by default: "PREMIUM UNTIL 23 NOV 2027" shouts, and Telugu has no case.
    Badge: { defaultProps: { tt: "none" } },
  },
});

/**
 * Mantine's default error red (#fa5252) and dimmed grey (#868e96) fall below WCAG AA contrast on white;
 * these darker shades pass (5.9:1 and 6.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c92a2a", "--mantine-color-dimmed": "#5c636a" },
  dark: {},
});
