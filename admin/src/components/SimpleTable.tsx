import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";

export interface Column<T> {
  label: string;
  render(row: T): ReactNode;
  /** Numbers read best right-aligned. */
  align?: "right";
}

/** A plain table for the lists inside a record (a member's payments, views, notes) or a report page. */
export function SimpleTable<T>({
  rows,
  columns,
  empty,
  rowKey,
  label,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  empty: string;
  rowKey(row: T, index: number): string;
  /** The table's accessible name, where the page holds more than one. */
  label?: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
