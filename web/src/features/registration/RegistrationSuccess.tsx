import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { APPROVAL_HOURS } from "@matrimony/shared/constants";
import { t } from "../../i18n";

/** SPEC §4, §8: 'Registration successful!', what happens next, and the way to /login. */
/** A decorative tick (the icon is aria-hidden): a symbol, not a text to translate. */
const CHECK_MARK = "\u2713";

export function RegistrationSuccess({
  withTitle = true,
  redirecting = false,
  email,
}: {
  withTitle?: boolean;
  /** Shown in place of the wizard: brought into view and focused, since the Submit button was far below. */
  redirecting?: boolean;
  email?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!redirecting) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: "center" });
  }, [redirecting]);
  return (
    <Stack align="center" ta="center" gap="md" role="status" ref={ref} tabIndex={-1} style={{ outline: "none" }}>
      <ThemeIcon size={64} radius="xl" color="green" aria-hidden>
        <Text fz={34} fw={700} c="white" lh={1}>
          {CHECK_MARK}
        </Text>
      </ThemeIcon>
      {withTitle && (
        <Title order={2} size="h3">
          {t("register.success")}
        </Title>
      )}
      <Text>{t("register.successDetail", { hours: APPROVAL_HOURS })}</Text>
      {redirecting && <Text fw={600}>{t("register.redirecting")}</Text>}
      <Button component={Link} to="/login" state={email ? { email, registered: true } : undefined} fullWidth>
        {t("register.goToLogin")}
      </Button>
    </Stack>
  );
}
