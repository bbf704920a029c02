import CheckIcon from "@mui/icons-material/Check";
import { Button, Stack } from "@mui/material";
import type { MouseEvent } from "react";
import { useListContext, useNotify, type Identifier } from "react-admin";
import { RejectWithReason } from "../../components/RejectWithReason";
import { useConsoleAction } from "../../components/useConsoleAction";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";

/** Approve and Reject (with a reason) for one pending member. Admins only: callers check the role. */
export function ApproveRejectButtons({
  id,
  name,
  size = "small",
  canReject = true,
  direction = "row",
}: {
  id: Identifier;
  name: string;
  size?: "small" | "medium";
  canReject?: boolean;
  direction?: "row" | "column";
}) {
  const data = useConsoleData();
  const notify = useNotify();
  const { busy, run } = useConsoleAction();
  const approve = (event: MouseEvent) => {
    event.stopPropagation();
    return run(async () => {
      await data.approve(id);
      return copy.approvals.approved;
    });
  };
  return (
    <Stack direction={direction} spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button
        size={size}
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy}
        onClick={(e) => void approve(e)}
        aria-label={`${copy.approvals.approve} ${name}`}
      >
        {copy.approvals.approve}
      </Button>
      {canReject && (
        <RejectWithReason
          size={size}
          label={copy.approvals.reject}
          ariaLabel={`${copy.approvals.reject} ${name}`}
          disabled={busy}
          title={`${copy.approvals.rejectTitle} ${name}`}
          reason={{
            label: copy.approvals.rejectReason,
            onConfirm: async (reason) => {
              await data.reject(id, reason);
              notify(copy.approvals.rejected, { type: "info" });
            },
          }}
        />
      )}
    </Stack>
  );
}

/** Bulk approve: the selected rows (up to 50, one transaction). */
export function BulkApproveButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const data = useConsoleData();
  const { busy, run: runAction } = useConsoleAction();
  const run = () =>
    runAction(async () => {
      const result = await data.approveMany(selectedIds);
      onUnselectItems();
      return copy.approvals.bulkApproved(result.approved.length, result.skipped.length);
    });
  return (
    <Button
      size="small"
      color="success"
      variant="contained"
      startIcon={<CheckIcon />}
      disabled={busy}
      onClick={() => void run()}
    >
      {copy.approvals.bulkApprove}
    </Button>
  );
}
