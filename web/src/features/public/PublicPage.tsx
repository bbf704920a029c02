import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PublicPageProps {
  title: string;
  /** A line under the title, e.g. "Last updated: ...". */
  subtitle?: string;
  intro?: string;
  /** Reading width: "sm" for long text (policies, FAQ), "md" for cards. */
  size?: "sm" | "md";
  children?: ReactNode;
}

/** The frame of every public content page: one h1, an optional intro, then the page's sections. */
export function PublicPage({ title, subtitle, intro, size = "sm", children }: PublicPageProps) {
  return (
    <Container size={size} py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} c="pink.9" fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dark.4">
              {subtitle}
            </Text>
          )}
          {intro && (
            <Text size="lg" c="dark.6">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
