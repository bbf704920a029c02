import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useAction, useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { api, type Id } from "../../convexApi";
import { copy } from "../../copy";
import { messageOf } from "../../dataProvider/useConsole";
import { formatDateTime, formatRupees } from "../../format";
import { useRole } from "../../permissions";
import { saveFile } from "@matrimony/shared/download";

const texts = copy.refunds;
const OFFLINE_METHODS = ["cash", "upi", "bank_transfer", "cheque", "other"] as const;
type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/** Rupees typed by staff ("1178.82") as paise; null when not a positive amount with at most two decimals. */
export function paiseOf(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * A payment's invoice and credit notes (PDFs through `invoices.pdf`, checked on the server) and its refunds:
 * support and admins propose, admins approve (an offline payment asks how the money went back) or reject.
 */
export function PaymentRefunds({
  paymentId,
  provider,
}: {
  paymentId: Id<"payments">;
  provider: "razorpay" | "offline";
}) {
  const data = useQuery(api.admin.refunds.forPayment, { paymentId });
  const pdf = useAction(api.invoices.pdf);
  const propose = useMutation(api.admin.refunds.propose);
  const approve = useAction(api.admin.refunds.approve);
  const reject = useMutation(api.admin.refunds.reject);
  const { isAdmin } = useRole();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [endPremium, setEndPremium] = useState(false);
  const [method, setMethod] = useState<OfflineMethod>("upi");
  const [reference, setReference] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (data === undefined) return null;

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      if (done) setMessage({ ok: true, text: done });
    } catch (e) {
      setMessage({ ok: false, text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  const submit = () =>
    run(async () => {
      const paise = paiseOf(amount);
      // The server checks the amount too; this only catches what cannot be a number of rupees.
      if (paise === null) throw new Error(texts.amount);
      await propose({ paymentId, amountPaise: paise, reason, endPremium });
      setAmount("");
      setReason("");
      setEndPremium(false);
    }, texts.proposed);

  return (
    <Box sx={{ display: "grid", gap: 1.5, mt: 2 }} data-testid="payment-refunds">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts.documentsTitle}
      </Typography>
      {data.documents.length === 0 && <Typography variant="body2">{texts.noDocuments}</Typography>}
      {data.documents.map((d) => (
        <Stack key={d._id} direction="row" spacing={2} alignItems="center">
          <Typography variant="body2">
            {d.kind === "invoice" ? texts.invoice : texts.creditNote} {d.number} · {formatRupees(d.totalPaise)} ·{" "}
            {formatDateTime(d.issuedAt)}
          </Typography>
          <Button
            size="small"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const f = await pdf({ documentId: d._id });
                saveFile(f.fileName, f.bytes, "application/pdf");
              })
            }
          >
            {texts.download}
          </Button>
        </Stack>
      ))}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {texts.title}
      </Typography>
      <Typography variant="body2">{texts.intro}</Typography>
      {data.refunds.length === 0 && <Typography variant="body2">{texts.none}</Typography>}
      {data.refunds.map((r) => (
        <Box key={r._id} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}>
          <Typography variant="body2">
            {formatRupees(r.amountPaise)} · {texts.status[r.status] ?? r.status} ·{" "}
            {texts.by.replace("{proposer}", r.proposedBy)} · {formatDateTime(r.createdAt)}
          </Typography>
          <Typography variant="body2">{r.reason}</Typography>
          {r.failureReason && (
            <Typography variant="body2" color="error">
              {r.failureReason}
            </Typography>
          )}
          {r.status === "proposed" && isAdmin && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center" flexWrap="wrap">
              {provider === "offline" && (
                <>
                  <TextField
                    select
                    size="small"
                    label={texts.offlineMethod}
                    value={method}
                    onChange={(e) => setMethod(e.target.value as OfflineMethod)}
                  >
                    {OFFLINE_METHODS.map((m) => (
                      <MenuItem key={m} value={m}>
                        {m}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    label={texts.offlineReference}
                    value={reference}
                    onChange={(e) => setReference(e.target.value)}
                  />
                </>
              )}
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() =>
                  void run(() =>
                    approve({ refundId: r._id, ...(provider === "offline" ? { offline: { method, reference } } : {}) }),
                  )
                }
              >
                {texts.approve}
              </Button>
              <Button size="small" disabled={busy} onClick={() => void run(() => reject({ refundId: r._id }))}>
                {texts.reject}
              </Button>
            </Stack>
          )}
        </Box>
      ))}
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <TextField
          size="small"
          label={texts.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputProps={{ inputMode: "decimal" }}
        />
        <TextField
          size="small"
          label={texts.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={<Checkbox checked={endPremium} onChange={(e) => setEndPremium(e.target.checked)} />}
          label={texts.endPremium}
        />
        <Button variant="outlined" disabled={busy} onClick={() => void submit()}>
          {texts.propose}
        </Button>
      </Stack>
      {message && <Alert severity={message.ok ? "success" : "error"}>{message.text}</Alert>}
    </Box>
  );
}
