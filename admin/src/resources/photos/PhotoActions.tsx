import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack } from "@mui/material";
import { useState } from "react";
import { useListContext, useNotify } from "react-admin";
import { useDialogSubmit } from "../../components/useDialogSubmit";
import { copy } from "../../copy";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import type { PhotoQueueRow, PhotoRejectReason } from "./types";

const REASONS = Object.entries(copy.photos.reasons) as [PhotoRejectReason, string][];

/** The reason comes from a fixed list, so the member reads it in their own language (no free text to translate). */
function RejectPhotoDialog({ row, open, onClose }: { row: PhotoQueueRow; open: boolean; onClose(): void }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [reason, setReason] = useState<PhotoRejectReason | null>(null);
  const close = () => {
    setReason(null);
    setError(null);
    onClose();
  };
  const { error, setError, busy, submit } = useDialogSubmit(close);
  const confirm = async () => {
    if (reason === null) {
      setError(copy.reason.required);
      return;
    }
    await submit(async () => {
      await data.rejectPhoto(row.id, reason);
      notify(copy.photos.rejected, { type: "info" });
    });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{`${copy.photos.rejectTitle}: ${row.fullName}`}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label={copy.photos.rejectReason} value={reason ?? ""} onChange={(e) => setReason(e.target.value as PhotoRejectReason)}>
          {REASONS.map(([value, label]) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ))}
        </RadioGroup>
        {error !== null && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{copy.cancel}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {copy.photos.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve, or reject with a listed reason. Admins only: the list checks the role. The queue updates live. */
export function PhotoDecision({ row }: { row: PhotoQueueRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await data.approvePhoto(row.id);
      notify(copy.photos.approved, { type: "success" });
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={() => void approve()} aria-label={`${copy.photos.approve}: ${row.fullName}`}>
        {copy.photos.approve}
      </Button>
      <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setRejecting(true)} aria-label={`${copy.photos.reject}: ${row.fullName}`}>
        {copy.photos.reject}
      </Button>
      <RejectPhotoDialog row={row} open={rejecting} onClose={() => setRejecting(false)} />
    </Stack>
  );
}

/** Approve the selected photos (up to 50, one transaction); photos decided meanwhile are reported as skipped. */
export function BulkApprovePhotosButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const data = useConsoleData();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await data.approvePhotos(selectedIds);
      notify(copy.photos.bulkApproved(result.approved.length, result.skipped.length), { type: "success" });
      onUnselectItems();
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="success" variant="contained" startIcon={<CheckIcon />} disabled={busy || selectedIds.length === 0} onClick={() => void run()}>
      {`${copy.photos.bulkApprove} (${String(selectedIds.length)})`}
    </Button>
  );
}
