import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useNotify } from "react-admin";
import { ReasonDialog } from "../../components/ReasonDialog";
import { copy } from "../../copy";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import type { VerificationRow } from "./types";

/** Approve, or reject with a reason the member reads. Either deletes the file; the queue updates live. */
export function VerificationDecision({ row }: { row: VerificationRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const what = `${copy.verifications.kinds[row.kind] ?? row.kind} ${row.fullName}`;
  const approve = async () => {
    setBusy(true);
    try {
      await data.decideVerification(row.id, "approve");
      notify(copy.verifications.approved, { type: "success" });
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy || row.fileUrl === null} onClick={() => void approve()} aria-label={`${copy.verifications.approve}: ${what}`}>
        {copy.verifications.approve}
      </Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setRejecting(true)} aria-label={`${copy.verifications.reject}: ${what}`}>
        {copy.verifications.reject}
      </Button>
      <ReasonDialog
        open={rejecting}
        title={`${copy.verifications.rejectTitle}: ${row.fullName}`}
        label={copy.verifications.rejectReason}
        confirmLabel={copy.verifications.reject}
        onClose={() => setRejecting(false)}
        onConfirm={async (reason) => {
          await data.decideVerification(row.id, "reject", reason);
          notify(copy.verifications.rejected, { type: "info" });
        }}
      />
    </Stack>
  );
}
