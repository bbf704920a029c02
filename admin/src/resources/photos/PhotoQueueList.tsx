import { Alert, Box, Card, CardContent, Checkbox, Link as MuiLink, Stack, Typography } from "@mui/material";
import { List, useListContext } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import { useRole } from "../../permissions";
import { BulkApprovePhotosButton, PhotoDecision } from "./PhotoActions";
import type { PhotoQueueRow } from "./types";

/** The new photo, large enough to judge, opening full size in a new tab (both through the signed photo route). */
function NewPhoto({ row }: { row: PhotoQueueRow }) {
  return (
    <MuiLink href={row.url} target="_blank" rel="noreferrer noopener">
      <Box
        component="img"
        src={row.thumbUrl}
        alt={`${copy.photos.photo}: ${row.fullName}`}
        sx={{
          width: "100%",
          maxHeight: 320,
          objectFit: "contain",
          bgcolor: "grey.100",
          borderRadius: 1,
          display: "block",
        }}
      />
    </MuiLink>
  );
}

function ApprovedPhotos({ row }: { row: PhotoQueueRow }) {
  if (row.approvedPhotos.length === 0)
    return <Typography color="text.secondary">{copy.photos.noApprovedPhotos}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(90px, 1fr))" }}>
      {row.approvedPhotos.map((p) => (
        <Box
          key={p.photoId}
          component="img"
          src={p.thumbUrl}
          alt={`${copy.photos.approvedPhotos}: ${row.fullName}`}
          sx={{ width: "100%", aspectRatio: "4 / 5", objectFit: "cover", borderRadius: 1 }}
        />
      ))}
    </Box>
  );
}

/** One waiting photo beside the member's photos others already see, to compare the face. */
function PhotoCard({ row, isAdmin }: { row: PhotoQueueRow; isAdmin: boolean }) {
  const { selectedIds, onToggleItem } = useListContext<PhotoQueueRow>();
  return (
    <Card variant="outlined" component="article" aria-label={`${copy.photos.photo}: ${row.fullName}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", mb: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            {isAdmin && (
              <Checkbox
                checked={selectedIds.includes(row.id)}
                onChange={() => onToggleItem(row.id)}
                slotProps={{ input: { "aria-label": copy.photos.select(row.fullName) } }}
              />
            )}
            <MemberName id={row.profileId} name={row.fullName} code={row.profileCode} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {copy.photos.added} {formatDateTime(row.createdAt)}
          </Typography>
        </Stack>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <Box>
            <Typography variant="overline" component="h3">
              {copy.photos.photo}
            </Typography>
            <NewPhoto row={row} />
          </Box>
          <Box>
            <Typography variant="overline" component="h3">
              {copy.photos.approvedPhotos}
            </Typography>
            <ApprovedPhotos row={row} />
          </Box>
        </Box>
        {isAdmin && (
          <Box sx={{ mt: 1.5 }}>
            <PhotoDecision row={row} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function PhotoCards() {
  const { isAdmin } = useRole();
  const { data, isPending } = useListContext<PhotoQueueRow>();
  if (isPending || !data) return null;
  if (data.length === 0)
    return (
      <Alert severity="success" sx={{ m: 1 }}>
        {copy.photos.empty}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {isAdmin ? (
        <Box>
          <BulkApprovePhotosButton />
        </Box>
      ) : (
        <Alert severity="info">{copy.photos.readOnly}</Alert>
      )}
      {data.map((row) => (
        <PhotoCard key={row.id} row={row} isAdmin={isAdmin} />
      ))}
    </Stack>
  );
}

/** Photos waiting for staff, oldest first (first come, first served). Live. */
export function PhotoQueueList() {
  return (
    <List
      title={copy.photos.title}
      sort={{ field: "createdAt", order: "ASC" }}
      pagination={<ListPagination options={[10, 25, 50]} />}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <Alert severity="info" sx={{ m: 1 }}>
        {copy.photos.intro}
      </Alert>
      <PhotoCards />
    </List>
  );
}
