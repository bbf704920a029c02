import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useState } from "react";
import { copy } from "../copy";
import { useDialogSubmit } from "./useDialogSubmit";

/** Asks for the reason of a rejection or suspension (the member reads it), then runs the action. */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  onClose(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState("");
  const close = () => {
    setReason("");
    setError(null);
    props.onClose();
  };
  const { error, setError, busy, submit: run } = useDialogSubmit(close);
  const submit = async () => {
    const text = reason.trim();
    if (text === "") {
      setError(copy.reason.required);
      return;
    }
    await run(() => props.onConfirm(text));
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={props.label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error !== null}
          helperText={error ?? `${String(reason.length)}/500`}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{copy.cancel}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void submit()}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
