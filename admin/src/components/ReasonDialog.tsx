import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { copy } from "../copy";
import { useDialogSubmit } from "./useDialogSubmit";

/** One reason of a fixed list: the stored value and what staff read. */
export type ReasonOption<R extends string> = { value: R; label: string };

/**
 * What the dialog asks for, under `label`: free text (the member reads it as written), or one of a fixed
 * list (the member reads it in their own language, so there is nothing to translate), optionally with one
 * reason chosen to start with.
 */
export type ReasonSpec<R extends string> = { label: string } & (
  | { choices?: undefined; onConfirm(reason: string): Promise<void> }
  | { choices: readonly ReasonOption<R>[]; initial?: R; onConfirm(reason: R): Promise<void> }
);

export type ReasonDialogProps<R extends string> = {
  open: boolean;
  title: string;
  confirmLabel: string;
  onClose(): void;
} & ReasonSpec<R>;

/** Asks for the reason of a rejection or suspension, refuses none, then runs the action (busy meanwhile). */
export function ReasonDialog<R extends string>(props: ReasonDialogProps<R>) {
  const choices: readonly ReasonOption<R>[] = props.choices ?? [];
  const initial = props.choices === undefined ? null : (props.initial ?? null);
  const [text, setText] = useState("");
  const [choice, setChoice] = useState<R | null>(initial);
  const labelId = useId();
  const close = () => {
    setText("");
    setChoice(initial);
    setError(null);
    props.onClose();
  };
  const { error, setError, busy, submit } = useDialogSubmit(close);
  const confirm = async () => {
    if (props.choices === undefined) {
      const reason = text.trim();
      if (reason === "") setError(copy.reason.required);
      else await submit(() => props.onConfirm(reason));
      return;
    }
    const picked = props.choices.find((option) => option.value === choice);
    if (picked === undefined) setError(copy.reason.required);
    else await submit(() => props.onConfirm(picked.value));
  };
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {props.choices === undefined ? (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={props.label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error !== null}
            helperText={error ?? `${String(text.length)}/500`}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : (
          <>
            <Typography variant="body2" id={labelId} sx={{ mb: 1 }}>
              {props.label}
            </Typography>
            <RadioGroup
              aria-labelledby={labelId}
              value={choice ?? ""}
              onChange={(e) => setChoice(choices.find((o) => o.value === e.target.value)?.value ?? null)}
            >
              {choices.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            {error !== null && <Alert severity="error">{error}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{copy.cancel}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => void confirm()}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
