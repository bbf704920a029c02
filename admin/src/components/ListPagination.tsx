import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, IconButton, MenuItem, TextField, Typography } from "@mui/material";
import { useListContext } from "react-admin";

/**
 * Previous / next paging for Convex's cursor lists, which know whether there is a next page but not how
 * many rows there are: "26–50", then the arrows (react-admin's own control would claim "of more than 50").
 */
export function ListPagination({ options = [10, 25, 50, 100] }: { options?: number[] }) {
  const { page, perPage, data, hasNextPage, hasPreviousPage, setPage, setPerPage, isPending } = useListContext();
  const shown = data?.length ?? 0;
  if (isPending || (page === 1 && shown === 0)) return null;
  const from = (page - 1) * perPage + 1;
  const to = from + shown - 1;
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 2, px: 2, py: 1, flexWrap: "wrap" }}
    >
      <TextField
        select
        size="small"
        variant="standard"
        label="Rows per page"
        value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))}
        sx={{ width: 110, flex: "0 0 auto", display: { xs: "none", sm: "inline-flex" } }}
      >
        {options.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" aria-live="polite">
        {shown === 0 ? `Page ${String(page)}: no rows` : `${String(from)}–${String(to)}`}
        {hasNextPage ? " (more on the next page)" : ""}
      </Typography>
      <Box>
        <IconButton
          aria-label="Previous page"
          disabled={!hasPreviousPage && page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next page" disabled={!hasNextPage} onClick={() => setPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
