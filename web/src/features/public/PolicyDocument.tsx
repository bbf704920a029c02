import { Stack, Title } from "@mantine/core";
import { t, type MessageKey } from "../../i18n";
import { copyParams } from "./copyParams";
import type { PolicySection } from "./policies";
import { PublicPage } from "./PublicPage";
import { RichText } from "./RichText";

interface PolicyDocumentProps {
  title: MessageKey;
  lastUpdated: MessageKey;
  intro?: MessageKey;
  sections: readonly PolicySection[];
}

/** A policy page: title, last-updated date, then one h2 section per entry. */
export function PolicyDocument({ title, lastUpdated, intro, sections }: PolicyDocumentProps) {
  return (
    <PublicPage
      title={t(title)}
      subtitle={t("public.lastUpdated", { date: t(lastUpdated) })}
      intro={intro && t(intro, copyParams())}
    >
      {sections.map((section) => (
        <Stack key={section.title} gap="xs" component="section">
          <Title order={2} size="h3">
            {t(section.title, copyParams())}
          </Title>
          <RichText text={t(section.body, copyParams())} />
        </Stack>
      ))}
    </PublicPage>
  );
}
