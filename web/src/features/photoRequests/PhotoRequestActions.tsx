import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";

/**
 * Photo requests on a member page (photoRequests.between): "Ask for photos" when the viewer sees none of
 * theirs; and when this member asked the viewer, the two one-tap answers: add photos, or show mine to them.
 */
export function PhotoRequestActions({ profileId }: { profileId: string }) {
  const state = useQuery(api.photoRequests.between, { profileId });
  const ask = useMutation(api.photoRequests.ask);
  const allow = useMutation(api.photoRequests.allow);
  const [busy, setBusy] = useState(false);
  if (state === undefined || state === null) return null;
  const run = async (action: () => Promise<null>, done: string) => {
    setBusy(true);
    try {
      await action();
      toastSuccess(done);
    } catch (error) {
      toastError(errorMessage(error, t("photoRequest.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {state.canAsk && (
        <Group>
          <Button
            variant="light"
            loading={busy}
            onClick={() => void run(() => ask({ profileId }), t("photoRequest.sentToast"))}
          >
            {t("photoRequest.ask")}
          </Button>
        </Group>
      )}
      {state.asked && (
        <Text size="sm" c="gray.7">
          {t("photoRequest.asked")}
        </Text>
      )}
      {state.theyAsked && (
        <Paper withBorder radius="md" p="sm" data-testid="photo-request-answer">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t("notifications.photoRequestTitle")}</Text>
            {state.allowed ? (
              <Alert color="teal" variant="light" p="xs">
                {t("photoRequest.allowed")}
              </Alert>
            ) : (
              <Group gap="xs">
                <Button component={Link} to="/profile" variant="light">
                  {t("photoRequest.addPhotos")}
                </Button>
                <Button
                  loading={busy}
                  onClick={() => void run(() => allow({ profileId }), t("photoRequest.allowedToast"))}
                >
                  {t("photoRequest.allow")}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}
