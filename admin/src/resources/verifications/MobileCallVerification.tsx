import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useAction, useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { useRecordContext } from "react-admin";
import { api, type Id } from "../../convexApi";
import { copy } from "../../copy";
import { messageOf } from "../../dataProvider/useConsole";
import { formatDate, formatDateTime } from "../../format";

const texts = copy.mobileCall;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Seconds until `at`, ticking each second while there are some. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * "Verify the mobile number during a call" on the member record: staff send a code by SMS (or the
 * member already asked for one), the member reads it out, staff type it; a right code grants the mobile badge
 * with the staff member as its grantor. Staff never see a code. Live: the state follows the member's own page.
 */
export function MobileCallVerification() {
  const record = useRecordContext<{ id: string }>();
  const profileId = (record?.id ?? "") as Id<"profiles">;
  const state = useQuery(api.admin.mobileVerification.state, profileId === "" ? "skip" : { profileId });
  const sendCode = useAction(api.admin.mobileVerification.sendCode);
  const confirm = useMutation(api.admin.mobileVerification.confirm);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const resendIn = useSecondsUntil(state?.code?.resendAt ?? null);
  if (state === undefined) return null;

  const send = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await sendCode({ profileId });
    } catch (e) {
      setMessage({ ok: false, text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) {
      setMessage({ ok: false, text: texts.format });
      return;
    }
    setBusy(true);
    try {
      const result = await confirm({ profileId, code: typed });
      if (result.ok) {
        setMessage({ ok: true, text: texts.success });
        setCode("");
      } else if (result.reason === "wrong")
        setMessage({ ok: false, text: fill(texts.wrong, { attempts: result.attemptsLeft }) });
      else setMessage({ ok: false, text: texts[result.reason] });
    } catch (e) {
      setMessage({ ok: false, text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const pending = state.code;
  return (
    <Box sx={{ display: "grid", gap: 1.5, mt: 2 }} data-testid="mobile-call-verification">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts.title}
      </Typography>
      {state.verifiedAt !== null ? (
        <Alert severity="success">{fill(texts.verified, { date: formatDate(state.verifiedAt) })}</Alert>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2">{texts.intro}</Typography>
          {pending !== null && (
            <Typography variant="body2">
              {fill(texts.sent, {
                last4: pending.phoneLast4,
                time: formatDateTime(pending.sentAt),
                until: formatDateTime(pending.expiresAt),
                attempts: pending.attemptsLeft,
              })}
            </Typography>
          )}
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Button
              variant={pending ? "outlined" : "contained"}
              disabled={busy || resendIn > 0}
              onClick={() => void send()}
            >
              {pending ? texts.resend : texts.send}
            </Button>
            {resendIn > 0 && <Typography variant="body2">{fill(texts.resendIn, { seconds: resendIn })}</Typography>}
          </Box>
          <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
            <TextField
              label={texts.codeLabel}
              size="small"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7, autoComplete: "off" } }}
            />
            <Button variant="contained" disabled={busy || code.trim() === ""} onClick={() => void check()}>
              {texts.verify}
            </Button>
          </Box>
        </Stack>
      )}
      {/* Once the badge shows, the "verified" line above says it: no second success line. */}
      {message !== null && !(message.ok && state.verifiedAt !== null) && (
        <Alert severity={message.ok ? "success" : "error"}>{message.text}</Alert>
      )}
    </Box>
  );
}
