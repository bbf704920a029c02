import { Anchor, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { PARTNER_REDIRECT_MS } from "@matrimony/shared/constants";
import { leaveSite } from "../features/public/leaveSite";
import { partnerDestination } from "../features/public/partners";
import { PublicPage } from "../features/public/PublicPage";
import { t } from "../i18n";
import NotFoundPage from "./NotFound.page";

/** The four partner routes (SPEC §2): say where we go, leave after 3 seconds, offer a link meanwhile. */
export default function PartnerRedirectPage() {
  const destination = partnerDestination(useLocation().pathname);
  const url = destination?.url;

  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(() => leaveSite(url), PARTNER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  if (!destination) return <NotFoundPage />;
  const name = t(destination.name);
  return (
    <PublicPage title={t("partner.title", { destination: name })}>
      <Stack gap="lg" align="flex-start">
        <Text size="lg" role="status">
          {t("partner.text", { destination: name, seconds: PARTNER_REDIRECT_MS / 1000 })}
        </Text>
        <Loader color="pink.8" aria-hidden="true" />
        <Anchor href={destination.url} size="lg" fw={600}>
          {t("partner.manualLink", { destination: name })}
        </Anchor>
      </Stack>
    </PublicPage>
  );
}
