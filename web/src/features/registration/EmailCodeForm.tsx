import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { t } from "../../i18n";

/** The code Clerk emails before it creates the login (needs_email_code). */
export function EmailCodeForm({
  email,
  busy,
  error,
  onVerify,
}: {
  email: string;
  busy: boolean;
  error: string | null;
  onVerify: (code: string) => void;
}) {
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() === "") setMissing(true);
        else onVerify(code);
      }}
    >
      <Stack gap="md">
        <Text>{t("register.codeSent", { email })}</Text>
        <TextInput
          label={t("register.codeLabel")}
          autoComplete="one-time-code"
          inputMode="numeric"
          withAsterisk
          data-autofocus
          value={code}
          error={missing ? t("forgotPassword.codeRequired") : error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t("register.codeSubmit")}
        </Button>
      </Stack>
    </form>
  );
}
