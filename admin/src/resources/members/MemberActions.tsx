import BlockIcon from "@mui/icons-material/Block";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import PaymentsIcon from "@mui/icons-material/Payments";
import RestoreIcon from "@mui/icons-material/Restore";
import { Button } from "@mui/material";
import { useState } from "react";
import { EditButton, TopToolbar, useNotify, useRecordContext } from "react-admin";
import { useNavigate } from "react-router-dom";
import { ConfirmActionButton, DeleteByCodeButton, SuspendWithReasonButton } from "../../components/ModerationButtons";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";
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
      {open && (
        <RecordPaymentDialog open profileId={profileId} memberLabel={memberLabel} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function SuspendButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  return (
    <SuspendWithReasonButton
      label={copy.moderation.suspend}
      look={{ color: "warning", startIcon: <BlockIcon /> }}
      title={`${copy.moderation.suspendTitle} ${record.fullName}`}
      done={copy.moderation.suspended}
      onSuspend={(reason) => data.suspend(record.id, reason)}
    />
  );
}

function ReinstateButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  return (
    <ConfirmActionButton
      label={copy.moderation.reinstate}
      look={{ color: "success", startIcon: <RestoreIcon /> }}
      title={`${copy.moderation.reinstate} ${record.fullName}?`}
      content="The member's profile becomes active again."
      done={copy.moderation.reinstated}
      onConfirm={() => data.reinstate(record.id)}
    />
  );
}

/** Deleting an account: the admin types the member's profile code, so the right member goes. */
export function DeleteMemberButton({ record }: { record: MemberRecord }) {
  const data = useConsoleData();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <DeleteByCodeButton
      label={copy.moderation.delete}
      look={{ startIcon: <DeleteForeverIcon /> }}
      fullName={record.fullName}
      profileCode={record.profileCode}
      onDelete={async (typed) => {
        await data.delete("members", { id: record.id, previousData: record, meta: { confirm: typed } });
        navigate("/members");
        notify(copy.moderation.deleted, { type: "info" });
      }}
    />
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
