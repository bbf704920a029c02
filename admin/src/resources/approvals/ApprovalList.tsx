import {
  Alert,
  AvatarGroup,
  Box,
  Card,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from "@mui/material";
import { Datagrid, DateInput, FunctionField, List, SelectInput, useListContext, type RaRecord } from "react-admin";
import { GENDERS, MARITAL_STATUS_LABELS } from "@matrimony/shared/options";
import { ContactCell, MemberAvatar, MemberName, PhoneLink, TwoLines } from "../../components/MemberBits";
import { ListPagination } from "../../components/ListPagination";
import { copy } from "../../copy";
import { formatDate } from "../../format";
import { useRole } from "../../permissions";
import { ConsentNote } from "../parents/ParentsRecord";
import { ApproveRejectButtons, BulkApproveButton } from "./ApprovalActions";

export type ApprovalRow = RaRecord & {
  _id: string;
  fullName: string;
  profileCode: string;
  gender: string;
  age: number | null;
  dateOfBirth: string;
  maritalStatus: string;
  height: string;
  caste: string;
  religion: string;
  education: string;
  profession: string;
  professionSector: string;
  fatherName: string;
  motherName: string;
  state: string;
  nativePlaceDistrict: string | null;
  presentResidence: string;
  mobileNumber: string | null;
  email: string | null;
  createdAt: number;
  photos: { photoId: string; url: string }[];
  /** Profile codes of other members with the same mobile number (the server flags duplicates). */
  sameMobileAs: string[];
  /** Who made the profile and whether its member has consented. */
  profileCreatedBy?: string;
  consent?: {
    state: "notNeeded" | "pending" | "given";
    givenAt: number | null;
    noticeVersion: string | null;
    mobileLast4: string | null;
  };
};

const filters = [
  <SelectInput key="gender" source="gender" choices={GENDERS.map((g) => ({ id: g, name: g }))} />,
  <DateInput key="createdFrom" source="createdFrom" label="Registered from" />,
  <DateInput key="createdTo" source="createdTo" label="Registered to" />,
];

const marital = (status: string) => MARITAL_STATUS_LABELS[status as keyof typeof MARITAL_STATUS_LABELS] ?? status;

function Photos({ row, size }: { row: ApprovalRow; size: number }) {
  if (row.photos.length === 0) return <MemberAvatar url={null} name={row.fullName} size={size} />;
  return (
    <Stack direction="row" spacing={0.5}>
      {row.photos.slice(0, 3).map((p) => (
        <MemberAvatar key={p.photoId} url={p.url} name={row.fullName} size={size} />
      ))}
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:
      </Box>{" "}
      {value}
    </Typography>
  );
}

/** Another member registered this mobile number (a second profile, or someone else's number). */
function SameMobileFlag({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
      Same mobile number as {codes.join(", ")}: check before approving.
    </Alert>
  );
}

/** Phones: one card per pending member, with the photos large enough to judge. */
function ApprovalCards({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending } = useListContext<ApprovalRow>();
  if (isPending || !data) return null;
  if (data.length === 0) return <Alert severity="success">{copy.approvals.empty}</Alert>;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((row) => (
        <Card key={row.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: "center" }}>
              <MemberAvatar url={row.photos[0]?.url} name={row.fullName} size={64} />
              <MemberName id={String(row.id)} name={row.fullName} code={row.profileCode} />
            </Stack>
            <Detail label="Gender, age" value={`${row.gender}, ${row.age ?? "?"} (${row.dateOfBirth})`} />
            <Detail label="Marital status, height" value={`${marital(row.maritalStatus)}, ${row.height}`} />
            <Detail label="Caste, religion" value={`${row.caste}, ${row.religion}`} />
            <Detail label="Education, work" value={`${row.education}; ${row.profession} (${row.professionSector})`} />
            <Detail
              label="Native, lives in"
              value={`${row.nativePlaceDistrict ?? row.state}; ${row.presentResidence}`}
            />
            <Detail label="Parents" value={`${row.fatherName}, ${row.motherName}`} />
            <Typography variant="body2" component="div" sx={{ overflowWrap: "anywhere" }}>
              <PhoneLink e164={row.mobileNumber} /> · {row.email ?? "—"}
            </Typography>
            <SameMobileFlag codes={row.sameMobileAs} />
            <ConsentNote consent={row.consent} gender={row.gender} createdBy={row.profileCreatedBy} />
            <Detail label="Registered" value={formatDate(row.createdAt)} />
            {row.photos.length > 1 && (
              <Box sx={{ mt: 1 }}>
                <Photos row={row} size={72} />
              </Box>
            )}
            {isAdmin && (
              <Box sx={{ mt: 1.5 }}>
                <ApproveRejectButtons id={row.id} name={row.fullName} size="medium" />
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The first photos, overlapping, so that three take little more room than one. */
function PhotoStack({ row }: { row: ApprovalRow }) {
  if (row.photos.length === 0) return <MemberAvatar url={null} name={row.fullName} size={44} />;
  return (
    <AvatarGroup
      max={3}
      spacing="small"
      sx={{ justifyContent: "flex-end", "& .MuiAvatar-root": { width: 44, height: 44 } }}
    >
      {row.photos.slice(0, 3).map((p) => (
        <MemberAvatar key={p.photoId} url={p.url} name={row.fullName} size={44} />
      ))}
    </AvatarGroup>
  );
}

/**
 * Desktops: one row per pending member in seven columns, pairs of facts sharing a column (as in the
 * members list), so that the whole row, contact included, fits a 1280 px screen beside the menu.
 */
function ApprovalGrid({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Datagrid
      rowClick={(id) => `/members/${String(id)}/show`}
      bulkActionButtons={isAdmin ? <BulkApproveButton /> : false}
      empty={
        <Alert severity="success" sx={{ m: 2 }}>
          {copy.approvals.empty}
        </Alert>
      }
    >
      <FunctionField label="" render={(r: ApprovalRow) => <PhotoStack row={r} />} sortable={false} />
      <FunctionField
        label="Member"
        render={(r: ApprovalRow) => <MemberName id={String(r.id)} name={r.fullName} code={r.profileCode} />}
        sortable={false}
      />
      {isAdmin && (
        <FunctionField
          label="Decision"
          render={(r: ApprovalRow) => <ApproveRejectButtons id={r.id} name={r.fullName} direction="column" />}
        />
      )}
      <FunctionField
        label="Registered"
        source="createdAt"
        render={(r: ApprovalRow) => <Box sx={{ whiteSpace: "nowrap" }}>{formatDate(r.createdAt)}</Box>}
      />
      <FunctionField
        label="About"
        render={(r: ApprovalRow) => (
          <TwoLines
            first={
              <Box sx={{ whiteSpace: "nowrap" }}>{`${r.gender}, ${r.age ?? "?"}, ${marital(r.maritalStatus)}`}</Box>
            }
            second={`${r.height} · ${r.caste}, ${r.religion}`}
          />
        )}
        sortable={false}
      />
      <FunctionField
        label="Work, places"
        render={(r: ApprovalRow) => (
          <TwoLines
            first={`${r.education}; ${r.profession}`}
            second={`Native ${r.nativePlaceDistrict ?? r.state} · lives in ${r.presentResidence}`}
          />
        )}
        sortable={false}
      />
      <FunctionField
        label="Parents, contact"
        render={(r: ApprovalRow) => (
          <>
            {`${r.fatherName} / ${r.motherName}`}
            <ContactCell mobile={r.mobileNumber} email={r.email} />
            <SameMobileFlag codes={r.sameMobileAs} />
            <ConsentNote consent={r.consent} gender={r.gender} createdBy={r.profileCreatedBy} />
          </>
        )}
        sortable={false}
      />
    </Datagrid>
  );
}

/** Pending members, oldest first (first come, first served). Support sees the queue without the buttons. */
export function ApprovalList() {
  const { isAdmin } = useRole();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      title="Approvals"
      sort={{ field: "createdAt", order: "ASC" }}
      perPage={25}
      filters={filters}
      pagination={<ListPagination options={[10, 25, 50]} />}
      empty={false}
      exporter={false}
    >
      {!isAdmin && (
        <Alert severity="info" sx={{ m: 1 }}>
          {copy.approvals.readOnly}
        </Alert>
      )}
      {isSmall ? <ApprovalCards isAdmin={isAdmin} /> : <ApprovalGrid isAdmin={isAdmin} />}
    </List>
  );
}
