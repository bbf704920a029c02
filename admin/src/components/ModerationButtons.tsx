import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { Confirm, useNotify } from "react-admin";
import { normaliseProfileCode } from "@matrimony/shared/profileCode";
import { copy } from "../copy";
import { messageOf } from "../dataProvider/useConsole";
import { ReasonDialog } from "./ReasonDialog";
import { useDialogSubmit } from "./useDialogSubmit";

/** The opening button's look: each page keeps its own colour, variant and icon. */
type Look = Pick<ButtonProps, "color" | "variant" | "startIcon">;

/** A small button that opens the dialog its children draw (given whether it is open and how to close it). */
function OpensDialog({
  label,
  look,
  children,
}: {
  label: string;
  look: Look;
  children(open: boolean, setOpen: (open: boolean) => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" {...look} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {children(open, setOpen)}
    </>
  );
}

/** A button that asks once, then acts; the outcome is told in a notification. */
export function ConfirmActionButton({
  label,
  look,
  title,
  content,
  done,
  onConfirm,
}: {
  label: string;
  look: Look;
  title: string;
  content: ReactNode;
  /** The notification when it worked. */
  done: string;
  onConfirm(): Promise<unknown>;
}) {
  const notify = useNotify();
  return (
    <OpensDialog label={label} look={look}>
      {(open, setOpen) => (
        <Confirm
          isOpen={open}
          title={title}
          content={content}
          onClose={() => setOpen(false)}
          onConfirm={async () => {
            try {
              await onConfirm();
              notify(done, { type: "success" });
            } catch (error) {
              notify(messageOf(error), { type: "error" });
            }
            setOpen(false);
          }}
        />
      )}
    </OpensDialog>
  );
}

/** Suspending a member: a button that opens the reason dialog (the member reads the reason). */
export function SuspendWithReasonButton({
  label,
  look,
  title,
  done,
  onSuspend,
}: {
  label: string;
  look: Look;
  title: string;
  done: string;
  onSuspend(reason: string): Promise<unknown>;
}) {
  const notify = useNotify();
  return (
    <OpensDialog label={label} look={look}>
      {(open, setOpen) => (
        <ReasonDialog
          open={open}
          title={title}
          label={copy.moderation.suspendReason}
          confirmLabel={label}
          onClose={() => setOpen(false)}
          onConfirm={async (reason) => {
            await onSuspend(reason);
            notify(done, { type: "info" });
          }}
        />
      )}
    </OpensDialog>
  );
}

/**
 * Deleting a member's account: the admin types the member's profile code, so the right member goes. The
 * delete button stays disabled until the typed code matches; a refusal from the server shows under the field.
 */
export function DeleteByCodeButton({
  label,
  look,
  fullName,
  profileCode,
  onDelete,
}: {
  label: string;
  look: Look;
  fullName: string;
  profileCode: string;
  /** Deletes with the code as typed (the server checks it again); throws to show its message. */
  onDelete(typed: string): Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const matches = profileCode !== "" && normaliseProfileCode(typed) === profileCode;
  const close = () => {
    setOpen(false);
    setTyped("");
    setError(null);
  };
  const { error, setError, busy, submit } = useDialogSubmit(close);
  const remove = () => submit(() => onDelete(typed));
  return (
    <>
      <Button size="small" color="error" {...look} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {copy.moderation.deleteTitle} {fullName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{copy.moderation.deleteBody}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={copy.moderation.deleteConfirmLabel(profileCode)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{
              htmlInput: { autoComplete: "off", spellCheck: false },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{copy.cancel}</Button>
          <Button variant="contained" color="error" disabled={!matches || busy} onClick={() => void remove()}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
