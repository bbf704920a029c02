import { Alert, Box, Card, CardContent, Link as MuiLink, Stack, Typography } from "@mui/material";
import { List, SelectInput, useListContext } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import { VerificationDecision } from "./VerificationActions";
import type { VerificationRow } from "./types";

const KIND_CHOICES = Object.entries(copy.verifications.kinds).map(([id, name]) => ({ id, name }));

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body1">
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:
      </Box>{" "}
      <strong>{value}</strong>
    </Typography>
  );
}

/** The member's file, large enough to read a card's name and date of birth; opens full size in a new tab. */
function SentFile({ row }: { row: VerificationRow }) {
  if (row.fileUrl === null) return <Alert severity="warning">{copy.verifications.fileGone}</Alert>;
  return (
    <MuiLink href={row.fileUrl} target="_blank" rel="noreferrer noopener">
      <Box
        component="img"
        src={row.fileUrl}
        alt={`${copy.verifications.sent}: ${copy.verifications.kinds[row.kind] ?? row.kind}, ${row.fullName}`}
        sx={{
          width: "100%",
          maxHeight: 360,
          objectFit: "contain",
          bgcolor: "grey.100",
          borderRadius: 1,
          display: "block",
        }}
      />
    </MuiLink>
  );
}

function ProfilePhotos({ row }: { row: VerificationRow }) {
  if (row.photos.length === 0) return <Typography color="text.secondary">{copy.verifications.noPhotos}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(110px, 1fr))" }}>
      {row.photos.map((p) => (
        <Box
          key={p.photoId}
          component="img"
          src={p.thumbUrl}
          alt={`${copy.verifications.profilePhotos}: ${row.fullName}`}
          sx={{ width: "100%", aspectRatio: "4 / 5", objectFit: "cover", borderRadius: 1 }}
        />
      ))}
    </Box>
  );
}

/** One waiting file beside what it is checked against: the profile's name, date of birth and photos. */
function VerificationCard({ row }: { row: VerificationRow }) {
  const what =
    row.kind === "id"
      ? `${copy.verifications.idDocument}: ${copy.verifications.documentTypes[row.documentType ?? ""] ?? "?"}`
      : copy.verifications.selfie;
  return (
    <Card variant="outlined" component="article" aria-label={`${what}, ${row.fullName}`}>
      <CardContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 1.5 }}
        >
          <MemberName id={row.profileId} name={row.fullName} code={row.profileCode} />
          <Typography variant="body2" color="text.secondary">
            {what} · {copy.verifications.submitted} {formatDateTime(row.submittedAt)}
          </Typography>
        </Stack>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <Box>
            <Typography variant="overline" component="h3">
              {copy.verifications.sent}
            </Typography>
            <SentFile row={row} />
          </Box>
          <Box>
            <Typography variant="overline" component="h3">
              {copy.verifications.profile}
            </Typography>
            <Fact label={copy.verifications.name} value={row.fullName} />
            <Fact label={copy.verifications.dateOfBirth} value={row.dateOfBirth} />
            <Box sx={{ mt: 1 }}>
              <ProfilePhotos row={row} />
            </Box>
          </Box>
        </Box>
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {row.kind === "id"
            ? `${copy.verifications.check} ${copy.verifications.deletedAfter} ${copy.verifications.neverNumber}`
            : `${copy.verifications.checkSelfie} ${copy.verifications.deletedAfterSelfie}`}
        </Alert>
        <Box sx={{ mt: 1.5 }}>
          <VerificationDecision row={row} />
        </Box>
      </CardContent>
    </Card>
  );
}

function VerificationCards() {
  const { data, isPending } = useListContext<VerificationRow>();
  if (isPending || !data) return null;
  if (data.length === 0)
    return (
      <Alert severity="success" sx={{ m: 1 }}>
        {copy.verifications.empty}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {data.map((row) => (
        <VerificationCard key={row.id} row={row} />
      ))}
    </Stack>
  );
}

/** ID photos and selfies waiting for an admin, oldest first (first come, first served). Live. */
export function VerificationList() {
  return (
    <List
      title={copy.verifications.title}
      filters={[<SelectInput key="kind" source="kind" label={copy.verifications.kind} choices={KIND_CHOICES} />]}
      sort={{ field: "submittedAt", order: "ASC" }}
      pagination={<ListPagination options={[5, 10, 25]} />}
      perPage={10}
      exporter={false}
      empty={false}
    >
      <VerificationCards />
    </List>
  );
}
