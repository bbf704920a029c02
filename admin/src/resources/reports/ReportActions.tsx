import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { Confirm, useNotify } from "react-admin";
import { normaliseProfileCode } from "@matrimony/shared/profileCode";
import { ReasonDialog } from "../../components/ReasonDialog";
import { copy } from "../../copy";
import type { ReportDecision } from "../../dataProvider";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import { useRole } from "../../permissions";
import type { ReportDetail } from "./types";

/** Dismiss or warn: one confirmation. */
function SimpleDecision({ report, action }: { report: ReportDetail; action: "dismiss" | "warn" }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const label = action === "dismiss" ? copy.reports.dismiss : copy.reports.warn;
  return (
    <>
      <Button size="small" variant="outlined" color={action === "warn" ? "warning" : "inherit"} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        title={`${label}: ${report.reported?.fullName ?? copy.reports.deletedMember}?`}
        content={action === "warn" ? copy.reports.warnBody : copy.reports.reasons[report.reason]}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await data.actOnReport(report.id, action);
            notify(action === "dismiss" ? copy.reports.dismissed : copy.reports.warned, { type: "success" });
          } catch (error) {
            notify(messageOf(error), { type: "error" });
          }
          setOpen(false);
        }}
      />
    </>
  );
}

function SuspendDecision({ report }: { report: ReportDetail }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" color="warning" onClick={() => setOpen(true)}>
        {copy.reports.suspend}
      </Button>
      <ReasonDialog
        open={open}
        title={`${copy.reports.suspendTitle}: ${report.reported?.fullName ?? ""}`}
        label={copy.moderation.suspendReason}
        confirmLabel={copy.reports.suspend}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await data.actOnReport(report.id, "suspend", { reason });
          notify(copy.reports.suspended, { type: "info" });
        }}
      />
    </>
  );
}

/** Deleting the reported member: the admin types the profile code, as on the member page. */
function DeleteDecision({ report }: { report: ReportDetail }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const code = report.reported?.profileCode ?? "";
  const close = () => {
    setOpen(false);
    setTyped("");
    setError(null);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await data.actOnReport(report.id, "delete", { confirm: typed });
      close();
      notify(copy.reports.deleted, { type: "info" });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="contained" color="error" onClick={() => setOpen(true)}>
        {copy.reports.delete}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {copy.moderation.deleteTitle} {report.reported?.fullName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{copy.moderation.deleteBody}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={copy.moderation.deleteConfirmLabel(code)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error !== null}
            helperText={error ?? undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{copy.cancel}</Button>
          <Button variant="contained" color="error" disabled={busy || normaliseProfileCode(typed) !== code} onClick={() => void remove()}>
            {copy.reports.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** An open report's decisions, for admins; support agents are told they can only add notes. */
export function ReportDecisions({ report }: { report: ReportDetail }) {
  const { role } = useRole();
  if (report.status !== "open") return null;
  if (role !== "admin") return <Alert severity="info">{copy.reports.readOnly}</Alert>;
  const present = report.reported !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <SimpleDecision report={report} action="dismiss" />
      {present && <SimpleDecision report={report} action="warn" />}
      {present && <SuspendDecision report={report} />}
      {present && <DeleteDecision report={report} />}
    </Stack>
  );
}

export type { ReportDecision };
