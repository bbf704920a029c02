import { Alert, type AlertProps } from "@mantine/core";

/**
 * Mantine's light Alert with its title in the body's text colour: the default coloured title on the
 * tinted background falls below WCAG AA contrast (about 3:1 for green).
 */
export function Notice(props: AlertProps) {
  return <Alert variant="light" {...props} styles={{ title: { color: "var(--mantine-color-text)" } }} />;
}
