import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useAction, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { appError, errorMessage } from "../errors";
import { useSecondsUntil } from "./useSecondsUntil";

/** A new code is allowed a minute after the last (convex/model/verification/codes.ts). */
const RESEND_SECONDS = 60;

export type VerificationStatus = FunctionReturnType<typeof api.verification.status>;
type CheckResult = FunctionReturnType<typeof api.verification.checkMobileCode>;

/** The member-facing words for a code check that did not verify. */
export function checkFailureText(result: Exclude<CheckResult, { ok: true }>): string {
  switch (result.reason) {
    case "wrong":
      return t("verification.errorWrong", { attempts: result.attemptsLeft });
    case "expired":
      return t("verification.errorExpired");
    case "tooManyAttempts":
      return t("verification.errorTooManyAttempts");
    case "otherNumber":
      return t("verification.errorOtherNumber");
    case "noCode":
      return t("verification.errorNoCode");
  }
}

/** A refusal to send, in the member's language; "wait N seconds" counts from the server's retry time. */
function sendFailureText(error: unknown): string {
  const app = appError(error);
  if (app?.key === "verification.errorResendTooSoon" && typeof app.retryAt === "number") {
    return t("verification.errorResendTooSoon", {
      seconds: Math.min(RESEND_SECONDS, Math.max(1, Math.ceil((app.retryAt - Date.now()) / 1000))),
    });
  }
  return errorMessage(error, t("verification.errorSmsFailed"));
}

/**
 * "Mobile number" on the Verify my profile page: send a 6-digit code by SMS to my number, type it,
 * and the Mobile badge is mine. A new code after 60 s (with the seconds counted down); every refusal in words.
 */
export function MobileVerification({ status }: { status: VerificationStatus }) {
  const send = useAction(api.verification.sendMobileCode);
  const check = useMutation(api.verification.checkMobileCode);
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const resendIn = useSecondsUntil(status.code?.resendAt ?? null, RESEND_SECONDS);
  const last4 = status.mobileLast4 ?? "";

  if (status.badges.mobile !== null) {
    return (
      <Section>
        <Alert color="green" variant="light" data-testid="mobile-verification-state" data-state="verified">
          {success ? t("verification.mobileSuccess") : t("verification.mobileVerified", { last4 })}
        </Alert>
        <Text size="sm" c="gray.7">
          {t("verification.changeNumberNote")}
        </Text>
      </Section>
    );
  }
  if (status.mobileLast4 === null) {
    return (
      <Section>
        <Text>{t("verification.noMobile")}</Text>
        <Button component={Link} to="/profile" variant="light" w="fit-content">
          {t("nav.profile")}
        </Button>
      </Section>
    );
  }

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      await send({});
      setCode("");
    } catch (e) {
      setError(sendFailureText(e));
    } finally {
      setSending(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setError(t("verification.errorCodeFormat"));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const result = await check({ code: typed });
      if (result.ok) setSuccess(true);
      else setError(checkFailureText(result));
    } catch (e) {
      setError(errorMessage(e, t("verification.errorCodeFormat")));
    } finally {
      setChecking(false);
    }
  };

  const pending = status.code;
  return (
    <Section>
      <Text size="sm" c="gray.7" data-testid="mobile-verification-state" data-state={pending ? "codeSent" : "none"}>
        {t("verification.stateNotVerified")}
      </Text>
      <Text>
        {pending ? t("verification.codeSent", { last4: pending.phoneLast4 }) : t("verification.mobileIntro", { last4 })}
      </Text>
      {pending && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t("verification.codeLabel")}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              w={160}
              styles={{ input: { letterSpacing: "0.2em", fontSize: "1.2rem" } }}
              data-testid="mobile-code-input"
            />
            <Button type="submit" loading={checking}>
              {t("verification.verifyButton")}
            </Button>
          </Group>
        </form>
      )}
      {error !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="mobile-verification-error">
          {error}
        </Alert>
      )}
      <Group gap="sm" align="center">
        <Button
          variant={pending ? "default" : "filled"}
          onClick={() => void sendCode()}
          loading={sending}
          disabled={resendIn > 0}
          w="fit-content"
        >
          {pending ? t("verification.resendCode") : t("verification.sendCode")}
        </Button>
        {resendIn > 0 && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t("verification.resendIn", { seconds: resendIn })}
          </Text>
        )}
      </Group>
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="mobile-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mobile-verification-title">
          {t("verification.mobileTitle")}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
