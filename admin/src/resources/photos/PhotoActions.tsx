import CheckIcon from "@mui/icons-material/Check";
import { Button, Stack } from "@mui/material";
import { useListContext, useNotify } from "react-admin";
import { RejectWithReason } from "../../components/RejectWithReason";
import { useConsoleAction } from "../../components/useConsoleAction";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";
import type { PhotoQueueRow, PhotoRejectReason } from "./types";

/** The reason comes from a fixed list, so the member reads it in their own language (no free text to translate). */
const REASONS = (Object.entries(copy.photos.reasons) as [PhotoRejectReason, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** Approve, or reject with a listed reason. Admins only: the list checks the role. The queue updates live. */
export function PhotoDecision({ row }: { row: PhotoQueueRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const { busy, run } = useConsoleAction();
  const approve = () => {
    return run(async () => {
      await data.approvePhoto(row.id);
      return copy.photos.approved;
    });
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy}
        onClick={() => void approve()}
        aria-label={`${copy.photos.approve}: ${row.fullName}`}
      >
        {copy.photos.approve}
      </Button>
      <RejectWithReason
        label={copy.photos.reject}
        ariaLabel={`${copy.photos.reject}: ${row.fullName}`}
        disabled={busy}
        title={`${copy.photos.rejectTitle}: ${row.fullName}`}
        reason={{
          label: copy.photos.rejectReason,
          choices: REASONS,
          onConfirm: async (reason: PhotoRejectReason) => {
            await data.rejectPhoto(row.id, reason);
            notify(copy.photos.rejected, { type: "info" });
          },
        }}
      />
    </Stack>
  );
}

/** Approve the selected photos (up to 50, one transaction); photos decided meanwhile are reported as skipped. */
export function BulkApprovePhotosButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const data = useConsoleData();
  const { busy, run: runAction } = useConsoleAction();
  const run = () =>
    runAction(async () => {
      const result = await data.approvePhotos(selectedIds);
      onUnselectItems();
      return copy.photos.bulkApproved(result.approved.length, result.skipped.length);
    });
  return (
    <Button
      color="success"
      variant="contained"
      startIcon={<CheckIcon />}
      disabled={busy || selectedIds.length === 0}
      onClick={() => void run()}
    >
      {`${copy.photos.bulkApprove} (${String(selectedIds.length)})`}
    </Button>
  );
}
