import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Column, SimpleTable } from "./SimpleTable";

type Row = { name: string; count: number };
const columns: Column<Row>[] = [
  { label: "Name", render: (r) => r.name },
  { label: "Count", align: "right", render: (r) => r.count },
];

describe("SimpleTable", () => {
  it.each([
    ["no rows: the empty text, no table", [] as Row[], 0],
    [
      "two rows: a header row and one row each",
      [
        { name: "Lakshmi", count: 3 },
        { name: "Ravi", count: 0 },
      ],
      3,
    ],
  ])("%s", (_name, rows, rowCount) => {
    render(<SimpleTable label="People" rows={rows} columns={columns} empty="Nobody." rowKey={(r) => r.name} />);
    if (rowCount === 0) {
      expect(screen.getByText("Nobody.")).toBeInTheDocument();
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      return;
    }
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(rowCount);
    expect(screen.queryByText("Nobody.")).not.toBeInTheDocument();
    // A right-aligned column is right-aligned in its header and its cells alike.
    expect(within(table).getByRole("columnheader", { name: "Count" })).toHaveClass("MuiTableCell-alignRight");
    expect(within(table).getByRole("cell", { name: "3" })).toHaveClass("MuiTableCell-alignRight");
    expect(within(table).getByRole("cell", { name: "Lakshmi" })).not.toHaveClass("MuiTableCell-alignRight");
  });
});
