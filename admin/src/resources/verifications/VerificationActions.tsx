import CheckIcon from "@mui/icons-material/Check";
import { Button, Stack } from "@mui/material";
import { useNotify } from "react-admin";
import { RejectWithReason } from "../../components/RejectWithReason";
import { useConsoleAction } from "../../components/useConsoleAction";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";
import type { VerificationRow } from "./types";

/** Approve, or reject with a reason the member reads. Either deletes the file; the queue updates live. */
export function VerificationDecision({ row }: { row: VerificationRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const { busy, run } = useConsoleAction();
  const what = `${copy.verifications.kinds[row.kind] ?? row.kind} ${row.fullName}`;
  const approve = () => {
    return run(async () => {
      await data.decideVerification(row.id, "approve");
      return copy.verifications.approved;
    });
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy || row.fileUrl === null}
        onClick={() => void approve()}
        aria-label={`${copy.verifications.approve}: ${what}`}
      >
        {copy.verifications.approve}
      </Button>
      <RejectWithReason
        label={copy.verifications.reject}
        ariaLabel={`${copy.verifications.reject}: ${what}`}
        disabled={busy}
        title={`${copy.verifications.rejectTitle}: ${row.fullName}`}
        reason={{
          label: copy.verifications.rejectReason,
          onConfirm: async (reason) => {
            await data.decideVerification(row.id, "reject", reason);
            notify(copy.verifications.rejected, { type: "info" });
          },
        }}
      />
    </Stack>
  );
}
