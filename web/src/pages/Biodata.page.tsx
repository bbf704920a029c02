import { Alert, Button, Checkbox, Container, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { BiodataSheet } from "../features/biodata/BiodataSheet";
import { ShareLinks } from "../features/biodata/ShareLinks";
import { useBiodataWords } from "../features/biodata/biodataWords";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { currentLanguage, LANGUAGE_NAMES, t } from "../i18n";
import { LANGUAGES, type Language } from "../features/language/language";

/**
 * /biodata: the member's one-page marriage biodata, in the language they choose for it (not necessarily
 * the app's): what it shows, a live preview, print or save as PDF with the browser's own print (Telugu is
 * shaped by the same engine as on screen; docs/biodata.md), and share links for approved members.
 */
export default function BiodataPage() {
  const session = useSession();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [includePhoto, setIncludePhoto] = useState(true);
  const [includeMobile, setIncludeMobile] = useState(false);
  const [includeEmail, setIncludeEmail] = useState(false);
  const words = useBiodataWords(language);
  if (session.status !== "member") return <PageLoader />;
  const { profile, contacts, photos } = session.me;
  const photo = photos[0]?.url ?? null;

  const print = () => {
    // The saved PDF is named after the page title: "Biodata - <name>".
    const title = document.title;
    document.title = `${t("biodata.open")} - ${profile.fullName}`;
    window.print();
    document.title = title;
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t("biodata.title")}</Title>
          <Text>{t("biodata.intro")}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="biodata-options">
          <Stack gap="sm">
            <Title order={2} size="h3" id="biodata-options">
              {t("biodata.optionsTitle")}
            </Title>
            <Radio.Group
              label={t("biodata.language")}
              value={language}
              onChange={(value) => setLanguage(value === "te" ? "te" : "en")}
            >
              <Group gap="lg" mt={4}>
                {LANGUAGES.map((l) => (
                  <Radio
                    key={l}
                    value={l}
                    label={
                      // Each name in its own script, drawn as the language switch draws it (teluguFont.css).
                      <span lang={l} translate="no">
                        {LANGUAGE_NAMES[l]}
                      </span>
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
            <Checkbox
              label={t("biodata.includePhoto")}
              checked={includePhoto && photo !== null}
              disabled={photo === null}
              onChange={(e) => setIncludePhoto(e.currentTarget.checked)}
            />
            {photo === null && (
              <Text size="sm" c="dimmed">
                {t("biodata.noPhoto")}
              </Text>
            )}
            <Checkbox
              label={t("biodata.includeMobile")}
              checked={includeMobile}
              onChange={(e) => setIncludeMobile(e.currentTarget.checked)}
            />
            <Checkbox
              label={t("biodata.includeEmail")}
              checked={includeEmail}
              onChange={(e) => setIncludeEmail(e.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed">
              {t("biodata.contactsNote")}
            </Text>
            <Group gap="sm" align="center">
              <Button onClick={print}>{t("biodata.print")}</Button>
              <Text size="sm" c="dimmed">
                {t("biodata.printHint")}
              </Text>
            </Group>
          </Stack>
        </Paper>
        {profile.status === "approved" ? (
          <QueryErrorBoundary message={t("biodata.failed")} contained={false}>
            <ShareLinks name={profile.fullName} language={language} includePhoto={includePhoto && photo !== null} />
          </QueryErrorBoundary>
        ) : (
          <Alert color="gray">{t("biodata.approvedOnly")}</Alert>
        )}
        <Stack gap="xs" component="section" aria-labelledby="biodata-preview">
          <Title order={2} size="h3" id="biodata-preview">
            {t("biodata.preview")}
          </Title>
          {words === null ? (
            <PageLoader />
          ) : (
            <BiodataSheet
              profile={profile}
              words={words}
              photoUrl={includePhoto ? photo : null}
              contacts={{
                mobileNumber: includeMobile ? contacts.mobileNumber : undefined,
                email: includeEmail ? contacts.email : undefined,
              }}
              nowMs={Date.now()}
            />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
