import CheckIcon from "@mui/icons-material/Check";
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { List, useListContext, useNotify, type RaRecord } from "react-admin";
import { MARITAL_STATUS_LABELS } from "@matrimony/shared/options";
import { PROFILE_CHANGE_REJECT_REASONS, type ProfileChangeRejectReason } from "@matrimony/shared/rules/profileChanges";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { RejectWithReason } from "../../components/RejectWithReason";
import { useConsoleAction } from "../../components/useConsoleAction";
import { copy } from "../../copy";
import { useConsoleData } from "../../dataProvider/useConsole";
import { formatDate } from "../../format";
import { useRole } from "../../permissions";

type ChangeLine = { field: string; current: string; proposed: string };

export type ProfileChangeRow = RaRecord & {
  _id: string;
  profileId: string;
  profileCode: string;
  fullName: string;
  gender: string;
  status: string;
  submittedAt: number;
  changes: ChangeLine[];
};

const words = copy.profileChanges;

/** A stored value as staff read it (marital status has labels; the rest are shown as stored). */
function shown(field: string, value: string): string {
  if (field === "maritalStatus") return MARITAL_STATUS_LABELS[value as keyof typeof MARITAL_STATUS_LABELS] ?? value;
  return value;
}

/** The approved value and the one waiting, side by side, one row per changed detail. */
export function ChangeTable({ row }: { row: ProfileChangeRow }) {
  return (
    <Table size="small" aria-label={`${words.tabChanges}: ${row.fullName}`}>
      <TableHead>
        <TableRow>
          <TableCell>{words.field}</TableCell>
          <TableCell>{words.current}</TableCell>
          <TableCell>{words.proposed}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {row.changes.map((line) => (
          <TableRow key={line.field}>
            <TableCell component="th" scope="row">
              {words.fields[line.field] ?? line.field}
            </TableCell>
            <TableCell>{shown(line.field, line.current)}</TableCell>
            {/* pre-line: the member's own words keep their paragraphs. */}
            <TableCell sx={{ fontWeight: 600, whiteSpace: "pre-line" }}>{shown(line.field, line.proposed)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Rejecting asks for a reason from the list: the member reads it in their own language. */
const REJECT_REASONS = PROFILE_CHANGE_REJECT_REASONS.map((value) => ({ value, label: words.reasons[value] }));

function DecisionButtons({ row }: { row: ProfileChangeRow }) {
  const data = useConsoleData();
  const notify = useNotify();
  const { busy, run } = useConsoleAction();
  const approve = () => {
    return run(async () => {
      await data.decideProfileChange(row.id, "approve");
      return words.approved;
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
        aria-label={`${words.approve}: ${row.fullName}`}
      >
        {words.approve}
      </Button>
      <RejectWithReason
        label={words.reject}
        ariaLabel={`${words.reject}: ${row.fullName}`}
        disabled={busy}
        title={`${words.rejectTitle} ${row.fullName}`}
        reason={{
          label: words.rejectReason,
          choices: REJECT_REASONS,
          initial: "proofNeeded",
          onConfirm: async (reason: ProfileChangeRejectReason) => {
            await data.decideProfileChange(row.id, "reject", reason);
            notify(words.rejected, { type: "info" });
          },
        }}
      />
    </Stack>
  );
}

function ChangeCards({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending } = useListContext<ProfileChangeRow>();
  if (isPending || !data) return null;
  if (data.length === 0) return <Alert severity="success">{words.empty}</Alert>;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((row) => (
        <Card key={row.id} variant="outlined" component="article" aria-label={`${words.tabChanges}: ${row.fullName}`}>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: "baseline", flexWrap: "wrap" }}>
              <MemberName id={row.profileId} name={row.fullName} code={row.profileCode} />
              <Typography variant="body2" color="text.secondary">
                {words.sent(formatDate(row.submittedAt))}
              </Typography>
            </Stack>
            <ChangeTable row={row} />
            {isAdmin && (
              <Stack sx={{ mt: 1.5 }}>
                <DecisionButtons row={row} />
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Approved members' changes of reviewed details, oldest first, live. Support sees them without the buttons. */
export function ProfileChangeList() {
  const { isAdmin } = useRole();
  return (
    <List
      resource="profileChanges"
      title={words.tabChanges}
      sort={{ field: "submittedAt", order: "ASC" }}
      perPage={25}
      pagination={<ListPagination options={[10, 25, 50]} />}
      disableSyncWithLocation
      empty={false}
      exporter={false}
      actions={false}
    >
      <Alert severity="info" sx={{ m: 1 }}>
        {isAdmin ? words.intro : words.readOnly}
      </Alert>
      <ChangeCards isAdmin={isAdmin} />
    </List>
  );
}
