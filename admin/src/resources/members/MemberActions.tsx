import BlockIcon from "@mui/icons-material/Block";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import PaymentsIcon from "@mui/icons-material/Payments";
import RestoreIcon from "@mui/icons-material/Restore";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { useState } from "react";
import { Confirm, EditButton, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { useNavigate } from "react-router-dom";
import { normaliseProfileCode } from "@matrimony/shared/profileCode";
import { ReasonDialog } from "../../components/ReasonDialog";
import { copy } from "../../copy";
import { messageOf, useConsoleData } from "../../dataProvider/useConsole";
import { RecordPaymentDialog } from "../../payment/RecordPaymentDialog";
import { useRole } from "../../permissions";
import { ApproveRejectButtons } from "../approvals/ApprovalActions";
import type { MemberRecord } from "./types";

export function RecordPaymentButton({ profileId, memberLabel }: { profileId: string; memberLabel: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)}>
        {copy.payment.record}
      </Button>
      {open && <RecordPaymentDialog open profileId={profileId} memberLabel={memberLabel} onClose={() => setOpen(false)} />}
    </>
  );
}

function SuspendButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="warning" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {copy.moderation.suspend}
      </Button>
      <ReasonDialog
        open={open}
        title={`${copy.moderation.suspendTitle} ${record.fullName}`}
        label={copy.moderation.suspendReason}
        confirmLabel={copy.moderation.suspend}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await data.suspend(record.id, reason);
          notify(copy.moderation.suspended, { type: "info" });
        }}
      />
    </>
  );
}

function ReinstateButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="success" startIcon={<RestoreIcon />} onClick={() => setOpen(true)}>
        {copy.moderation.reinstate}
      </Button>
      <Confirm
        isOpen={open}
        title={`${copy.moderation.reinstate} ${record.fullName}?`}
        content="The member's profile becomes active again."
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await data.reinstate(record.id);
            notify(copy.moderation.reinstated, { type: "success" });
          } catch (error) {
            notify(messageOf(error), { type: "error" });
          }
          setOpen(false);
        }}
      />
    </>
  );
}

/** Deleting an account: the admin types the member's profile code, so the right member goes. */
export function DeleteMemberButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = normaliseProfileCode(typed) === record.profileCode;
  const close = () => {
    setOpen(false);
    setTyped("");
    setError(null);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await data.delete("members", { id: record.id, previousData: record, meta: { confirm: typed } });
      close();
      navigate("/members");
      notify(copy.moderation.deleted, { type: "info" });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {copy.moderation.delete}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {copy.moderation.deleteTitle} {record.fullName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{copy.moderation.deleteBody}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={copy.moderation.deleteConfirmLabel(record.profileCode)}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error !== null}
            helperText={error ?? " "}
            slotProps={{ htmlInput: { autoComplete: "off", spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{copy.cancel}</Button>
          <Button variant="contained" color="error" disabled={!matches || busy} onClick={() => void remove()}>
            {copy.moderation.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** What staff may do on a member's page: support records payments; admins also moderate, edit and delete. */
export function MemberShowActions() {
  const record = useRecordContext<MemberRecord>();
  const { isAdmin } = useRole();
  if (!record) return null;
  return (
    <TopToolbar sx={{ flexWrap: "wrap", gap: 1, justifyContent: { xs: "flex-start", sm: "flex-end" } }}>
      <RecordPaymentButton profileId={record.id} memberLabel={`${record.fullName} (${record.profileCode})`} />
      {isAdmin && (record.status === "pending" || record.status === "rejected") && (
        <ApproveRejectButtons id={record.id} name={record.fullName} canReject={record.status === "pending"} />
      )}
      {isAdmin && record.status !== "suspended" && <SuspendButton record={record} />}
      {isAdmin && record.status === "suspended" && <ReinstateButton record={record} />}
      {isAdmin && <EditButton />}
      {isAdmin && <DeleteMemberButton record={record} />}
    </TopToolbar>
  );
}
