import { Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DetailList } from "./DetailList";
import type { DetailSection } from "./profileSections";

export interface ProfileSectionsProps {
  sections: readonly DetailSection[];
  showEmpty?: boolean;
  /** Something to put under a section's list, e.g. a link to edit the partner preference. */
  after?: Partial<Record<DetailSection["id"], ReactNode>>;
}

/** The profile sections as cards: stacked on phones, two columns on a desktop. */
export function ProfileSections({ sections, showEmpty, after }: ProfileSectionsProps) {
  // Another member's page leaves out a section with nothing filled in (the optional ones beyond the spec).
  const shown = showEmpty
    ? sections
    : sections.filter((s) => s.rows.some((r) => r.value !== "") || after?.[s.id] !== undefined);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {shown.map((section) => (
        <Paper
          key={section.id}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`section-${section.id}`}
        >
          <Stack gap="sm">
            <Title order={2} size="h3" id={`section-${section.id}`}>
              {section.title}
            </Title>
            <DetailList rows={section.rows} showEmpty={showEmpty} />
            {after?.[section.id]}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
