import { Chip } from "@mui/material";
import { Datagrid, FunctionField, List, SelectInput } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import type { ReportRow } from "./types";

const STATUS_CHOICES = Object.entries(copy.reports.statuses).map(([id, name]) => ({ id, name }));

export function ReportStatusChip({ status }: { status: string }) {
  const color = status === "open" ? "warning" : status === "dismissed" || status === "closed" ? "default" : "error";
  return <Chip size="small" label={copy.reports.statuses[status] ?? status} color={color} />;
}

/** The reports queue: open ones by default, oldest first, so nothing waits forever. Live. */
export function ReportList() {
  return (
    <List
      title={copy.reports.title}
      filters={[<SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />]}
      filterDefaultValues={{ status: "open" }}
      sort={{ field: "createdAt", order: "ASC" }}
      pagination={<ListPagination />}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<p style={{ padding: 16 }}>{copy.reports.empty}</p>}>
        <FunctionField label="Reported" source="createdAt" render={(r: ReportRow) => formatDateTime(r.createdAt)} />
        <FunctionField
          label="Reason"
          render={(r: ReportRow) => copy.reports.reasons[r.reason] ?? r.reason}
          sortable={false}
        />
        <FunctionField
          label={copy.reports.reported}
          render={(r: ReportRow) => (
            <MemberName
              id={r.reported?.profileId ?? null}
              name={r.reported?.fullName ?? null}
              code={r.reported?.profileCode ?? null}
              goneLabel={copy.reports.memberLeft}
            />
          )}
          sortable={false}
        />
        <FunctionField
          label={copy.reports.reporter}
          render={(r: ReportRow) => (
            <MemberName
              id={r.reporter?.profileId ?? null}
              name={r.reporter?.fullName ?? null}
              code={r.reporter?.profileCode ?? null}
              goneLabel={copy.reports.memberLeft}
            />
          )}
          sortable={false}
        />
        <FunctionField
          label="Status"
          render={(r: ReportRow) => <ReportStatusChip status={r.status} />}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}
