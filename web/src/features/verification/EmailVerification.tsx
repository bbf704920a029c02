import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "../../convexApi";
import { t } from "../../i18n";

/**
 * "Email address" on the Verify my profile page. The identity provider verifies the address
 * (the link mailed at sign-up); opening this page brings the badge in step with what it says.
 */
export function EmailVerification({ verifiedAt }: { verifiedAt: number | null }) {
  const refresh = useMutation(api.verification.refreshEmailBadge);
  useEffect(() => {
    // Best effort: a failure leaves the badge as it was, and the page still shows it.
    refresh({}).catch(() => undefined);
  }, [refresh]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="email-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="email-verification-title">
          {t("verification.emailTitle")}
        </Title>
        {verifiedAt !== null ? (
          <Alert color="green" variant="light" data-testid="email-verification-state" data-state="verified">
            {t("verification.emailVerified")}
          </Alert>
        ) : (
          <Text data-testid="email-verification-state" data-state="none">
            {t("verification.emailUnverified")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
