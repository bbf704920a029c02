import CloseIcon from "@mui/icons-material/Close";
import { Button } from "@mui/material";
import { useState } from "react";
import { ReasonDialog, type ReasonSpec } from "./ReasonDialog";

/**
 * The Reject button of a review queue and its dialog, which asks for the reason the member will read
 * (free text, or one of a fixed list), refuses none, and runs the rejection. The queue's row updates live,
 * so nothing here changes after it.
 */
export function RejectWithReason<R extends string>(props: {
  /** The button's and the dialog's confirm label. */
  label: string;
  /** What a screen reader hears: the label with whom or what it rejects. */
  ariaLabel: string;
  title: string;
  reason: ReasonSpec<R>;
  disabled?: boolean;
  size?: "small" | "medium";
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={props.size}
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={props.disabled ?? false}
        onClick={() => setOpen(true)}
        aria-label={props.ariaLabel}
      >
        {props.label}
      </Button>
      <ReasonDialog<R>
        {...props.reason}
        open={open}
        title={props.title}
        confirmLabel={props.label}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
