import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The frame of the sign-in and account pages: one narrow card, full width on phones (no side margins
 * wasted at 360 px), centred on desktop. `title` is the page's one h1.
 */
export function AuthCard({
  title,
  intro,
  width = 460,
  children,
}: {
  title: string;
  intro?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Container size={width} px={{ base: "xs", sm: "md" }} py={{ base: "md", sm: "xl" }}>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} shadow="xs">
        <Title order={1} size="h2" mb={intro ? "xs" : "md"}>
          {title}
        </Title>
        {intro && (
          <Text c="gray.7" mb="md">
            {intro}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}
