import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useAction, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useEffect, useState, type FormEvent } from "react";
import type { MessageKey } from "@matrimony/shared/messages";
import { SITE } from "@matrimony/shared/site";
import { WRAPPING_LABEL } from "../../components/buttonStyles";
import { api } from "../../convexApi";
import { formatDate } from "../format";
import { useAttempt, type Attempt } from "../forms/useAttempt";
import { t } from "../../i18n";
import { optionLabel } from "../options/optionLabels";

type CheckResult = FunctionReturnType<typeof api.consent.confirm>;
type Status = FunctionReturnType<typeof api.consent.status>;

/** The code module's message for each way a typed code can fail. */
const FAILURE_KEYS: Record<Exclude<CheckResult, { ok: true }>["reason"], MessageKey> = {
  wrong: "verification.errorWrong",
  expired: "verification.errorExpired",
  tooManyAttempts: "verification.errorTooManyAttempts",
  otherNumber: "verification.errorOtherNumber",
  noCode: "verification.errorNoCode",
};

function failureText(result: Exclude<CheckResult, { ok: true }>): string {
  return t(FAILURE_KEYS[result.reason], result.reason === "wrong" ? { attempts: result.attemptsLeft } : undefined);
}

/** A form's submit handler that starts `attempt` instead of the browser's own submit. */
function submitWith(attempt: Attempt): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    attempt.perform();
  };
}

/** Seconds until `at`, ticking once a second while it is in the future. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The versioned consent notice: what the profile is, who made it, what members see, how to withdraw. */
function ConsentNotice({ name, creator, version }: { name: string; creator: string; version: string }) {
  return (
    <Stack gap={6} component="section" aria-labelledby="consent-notice">
      <Title order={3} size="h5" id="consent-notice">
        {t("consent.noticeTitle", { version })}
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>{t("consent.noticeWhat", { name, site: SITE.name })}</List.Item>
        <List.Item>{t("consent.noticeWho", { name, creator })}</List.Item>
        <List.Item>{t("consent.noticeSeen")}</List.Item>
        <List.Item>{t("consent.noticeWithdraw")}</List.Item>
      </List>
    </Stack>
  );
}

function MobileStep({ name, onSent }: { name: string; onSent: () => void }) {
  const send = useAction(api.consent.sendCode);
  const [mobileNumber, setMobileNumber] = useState("");
  const sending = useAttempt(async () => {
    await send({ form: { mobileNumber } });
    onSent();
  }, t("consent.failed"));
  return (
    <form onSubmit={submitWith(sending)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("consent.mobileLabel", { name })}
          description={t("consent.mobileHelp")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={mobileNumber}
          onChange={(e) => setMobileNumber(e.currentTarget.value)}
          error={sending.error}
        />
        <Group>
          <Button type="submit" loading={sending.busy}>
            {t("consent.sendCode")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeStep({ code, onOtherNumber }: { code: NonNullable<Status["code"]>; onOtherNumber: () => void }) {
  const confirm = useMutation(api.consent.confirm);
  const [typed, setTyped] = useState("");
  const resendIn = useSecondsUntil(code.resendAt);
  const confirming = useAttempt(async () => {
    const result = await confirm({ form: { code: typed } });
    return result.ok ? undefined : failureText(result);
  }, t("consent.failed"));
  return (
    <form onSubmit={submitWith(confirming)} noValidate>
      <Stack gap="sm">
        <Text role="status">{t("consent.codeSent", { last4: code.phoneLast4 })}</Text>
        <TextInput
          label={t("consent.codeLabel")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={confirming.error}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirming.busy} h="auto" py={8} styles={WRAPPING_LABEL}>
            {t("consent.confirm")}
          </Button>
          <Button variant="subtle" onClick={onOtherNumber} disabled={resendIn > 0}>
            {resendIn > 0 ? t("consent.resendIn", { seconds: resendIn }) : t("consent.otherNumber")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What a member whose profile someone else made does on the pending page: read the consent
 * notice, send a code to the bride's or groom's own mobile, and type it. Renders nothing for a profile made
 * by its own member; after consent, a line saying when it was given.
 */
export function ConsentPanel() {
  const status = useQuery(api.consent.status);
  const me = useQuery(api.members.me);
  const [askNumber, setAskNumber] = useState(false);
  if (status === undefined || me === undefined || me === null || status.state === "notNeeded") return null;
  const { fullName, gender, profileCreatedBy } = me.profile;
  if (status.state === "given") {
    return (
      <Alert color="green" variant="light" data-testid="consent-given">
        <Text c="dark.9">
          {t("consent.given", {
            name: fullName,
            date: status.givenAt === null ? "" : formatDate(status.givenAt),
            last4: status.mobileLast4 ?? "",
          })}
        </Text>
      </Alert>
    );
  }
  const creator = optionLabel("profileCreatedBy", profileCreatedBy).toLowerCase();
  const showCode = status.code !== null && !askNumber;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="consent-title"
      data-testid="consent-panel"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="consent-title">
          {t(gender === "Female" ? "consent.waitingBride" : "consent.waitingGroom")}
        </Title>
        <Text>{t("consent.intro", { name: fullName, creator })}</Text>
        <ConsentNotice name={fullName} creator={creator} version={status.currentNoticeVersion} />
        {showCode && status.code !== null ? (
          <CodeStep code={status.code} onOtherNumber={() => setAskNumber(true)} />
        ) : (
          <MobileStep name={fullName} onSent={() => setAskNumber(false)} />
        )}
      </Stack>
    </Paper>
  );
}
