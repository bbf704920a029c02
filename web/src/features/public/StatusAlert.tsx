import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A success or error box. The title keeps the body's dark text colour: Mantine's tinted title colours fall
 * just short of WCAG AA on their tinted backgrounds; the tint and the words carry the meaning.
 */
export function StatusAlert({
  tone,
  title,
  children,
}: {
  tone: "success" | "error";
  title: string;
  children?: ReactNode;
}) {
  return (
    <Alert
      color={tone === "success" ? "teal" : "red"}
      variant="light"
      title={title}
      styles={{ title: { color: "var(--mantine-color-dark-9)", fontSize: "var(--mantine-font-size-md)" } }}
    >
      {children}
    </Alert>
  );
}
