import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { api } from "../convexApi";
import { BiodataSheet } from "../features/biodata/BiodataSheet";
import { useBiodataWords } from "../features/biodata/biodataWords";
import { formatDate } from "../features/format";
import { PageLoader } from "../features/session/guards";
import { t } from "../i18n";

type Shared = FunctionReturnType<typeof api.biodata.open>;

/**
 * /biodata/:token: a biodata someone shared, for anyone holding the link, signed in or not. The page's words
 * follow the reader's language; the biodata keeps the language its owner chose. Kept out of search
 * engines (robots.txt, the shell's noindex and X-Robots-Tag: web/vite/hosting.ts).
 */
export default function SharedBiodataPage() {
  const { token = "" } = useParams();
  const open = useMutation(api.biodata.open);
  const [shared, setShared] = useState<Shared | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Each opening is counted for the owner: once per token, not once per render (StrictMode runs effects twice).
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === token) return;
    opened.current = token;
    open({ token }).then(setShared, () => setFailed(true));
  }, [open, token]);
  const words = useBiodataWords(shared?.language ?? "en");

  if (failed || shared === null) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm" role="alert">
          <Title order={1} size="h2">
            {t("biodata.sharedTitle")}
          </Title>
          <Text size="lg">{t("biodata.sharedGone")}</Text>
          <Text>{t("biodata.sharedGoneHint")}</Text>
        </Stack>
      </Container>
    );
  }
  if (shared === undefined || words === null) return <PageLoader />;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t("biodata.sharedUntil", { date: formatDate(shared.expiresAt) })}
          </Text>
          <Button variant="light" onClick={() => window.print()}>
            {t("biodata.print")}
          </Button>
        </Group>
        <BiodataSheet profile={shared} words={words} photoUrl={shared.photoUrl} nowMs={Date.now()} />
        <Anchor component={Link} to="/register">
          {t("biodata.sharedJoin")}
        </Anchor>
      </Stack>
    </Container>
  );
}
