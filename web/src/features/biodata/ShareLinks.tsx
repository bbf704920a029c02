import { Alert, Badge, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { whatsAppShareUrl } from "@matrimony/shared/site";
import { api } from "../../convexApi";
import { LANGUAGE_NAMES, t } from "../../i18n";
import type { Language } from "../language/language";
import { errorMessage } from "../errors";
import { formatDate } from "../format";

/** The address a shared link opens: the public page of the route table's /biodata/:token. */
export function sharedBiodataUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/biodata/${token}`;
}

export interface ShareLinksProps {
  name: string;
  language: Language;
  includePhoto: boolean;
}

/**
 * Making a share link of the biodata as chosen above (language, photo), sending it on WhatsApp with a line
 * in the member's language, and the member's links with their views, each revocable.
 */
export function ShareLinks({ name, language, includePhoto }: ShareLinksProps) {
  const links = useQuery(api.biodata.myLinks, {});
  const createLink = useMutation(api.biodata.createLink);
  const revokeLink = useMutation(api.biodata.revokeLink);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await createLink({ language, includePhoto });
      setMade(sharedBiodataUrl(token));
    } catch (e) {
      setError(errorMessage(e, t("biodata.failed")));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (linkId: string) => {
    setError(null);
    try {
      await revokeLink({ linkId });
    } catch (e) {
      setError(errorMessage(e, t("biodata.failed")));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="biodata-share">
      <Stack gap="sm">
        <Title order={2} size="h3" id="biodata-share">
          {t("biodata.shareTitle")}
        </Title>
        <Text size="sm">{t("biodata.shareIntro")}</Text>
        <Group>
          <Button onClick={() => void make()} loading={busy}>
            {t("biodata.createLink")}
          </Button>
        </Group>
        {error !== null && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {made !== null && (
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t("biodata.linkReady")}
            </Text>
            <TextInput
              label={t("biodata.linkLabel")}
              value={made}
              readOnly
              translate="no"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={made}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t("biodata.copied") : t("biodata.copyLink")}
                  </Button>
                )}
              </CopyButton>
              <Button
                component="a"
                href={whatsAppShareUrl(t("biodata.whatsappText", { name, url: made }))}
                target="_blank"
                rel="noopener noreferrer"
                color="green.9"
              >
                {t("biodata.whatsapp")}
              </Button>
            </Group>
          </Stack>
        )}
        <Title order={3} size="h4">
          {t("biodata.yourLinks")}
        </Title>
        {links !== undefined && links.length === 0 && <Text c="dimmed">{t("biodata.noLinks")}</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {links?.map((link) => (
            <Paper key={link._id} component="li" withBorder radius="sm" p="sm" data-testid="biodata-link">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Badge color={link.live ? "teal" : "gray"} variant="light">
                      {link.live
                        ? t("biodata.linkLive")
                        : link.revokedAt !== null
                          ? t("biodata.linkRevoked")
                          : t("biodata.linkExpired")}
                    </Badge>
                    <Text size="sm">{LANGUAGE_NAMES[link.language]}</Text>
                    <Text size="sm">{link.includePhoto ? t("biodata.withPhoto") : t("biodata.withoutPhoto")}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t("biodata.linkMade", { date: formatDate(link.createdAt) })} ·{" "}
                    {t("biodata.linkEnds", { date: formatDate(link.revokedAt ?? link.expiresAt) })} ·{" "}
                    {t("biodata.linkViews", { count: link.views })}
                  </Text>
                </Stack>
                {link.live && (
                  <Button variant="outline" color="red.8" size="xs" onClick={() => void revoke(link._id)}>
                    {t("biodata.revoke")}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
