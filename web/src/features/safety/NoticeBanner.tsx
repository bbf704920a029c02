import { Alert, Button, Container, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError } from "../account/feedback";
import { errorMessage } from "../errors";
import { reasonKey } from "./reasonKey";

/**
 * A staff warning after a report, on every page until the member acknowledges it, in the
 * language on screen (the text comes from the reason, not from what staff typed).
 */
export function NoticeBanner() {
  const notices = useQuery(api.safety.notices);
  const acknowledge = useMutation(api.safety.acknowledge);
  const [busy, setBusy] = useState(false);
  const notice = notices?.[0];
  if (notice === undefined) return null;
  const ok = async () => {
    setBusy(true);
    try {
      await acknowledge({ noticeId: notice._id });
    } catch (error) {
      toastError(errorMessage(error, t("safety.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container size="lg" pt="md">
      <Alert color="orange" variant="light" role="alert" title={t("notice.title")}>
        <Stack gap="sm" align="flex-start">
          <Text c="dark.9">{t("notice.body", { reason: t(reasonKey(notice.reason)) })}</Text>
          <Button color="orange" loading={busy} onClick={() => void ok()}>
            {t("notice.acknowledge")}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
