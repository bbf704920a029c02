import { Chip } from "@mui/material";
import { Datagrid, FunctionField, List, SelectInput } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { copy } from "../../copy";
import { formatDateTime } from "../../format";
import type { SafetyRow } from "./types";

const STATUS_CHOICES = Object.entries(copy.safety.statuses).map(([id, name]) => ({ id, name }));
const KIND_CHOICES = Object.entries(copy.safety.kinds).map(([id, name]) => ({ id, name }));

export function SafetyKindChip({ kind }: { kind: string }) {
  const color = kind === "money" ? "error" : kind === "report" ? "warning" : "info";
  return <Chip size="small" label={copy.safety.kinds[kind] ?? kind} color={color} />;
}

/** The safety queue: open entries by default, oldest first. Live. No messages here: they open per entry. */
export function SafetyList() {
  return (
    <List
      title={copy.safety.title}
      filters={[
        <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
        <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn />,
      ]}
      filterDefaultValues={{ status: "open" }}
      sort={{ field: "createdAt", order: "ASC" }}
      pagination={<ListPagination />}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="show" empty={<p style={{ padding: 16 }}>{copy.safety.empty}</p>}>
        <FunctionField label="Flagged" source="createdAt" render={(r: SafetyRow) => formatDateTime(r.createdAt)} />
        <FunctionField label="Kind" render={(r: SafetyRow) => <SafetyKindChip kind={r.kind} />} sortable={false} />
        <FunctionField
          label={copy.safety.member}
          render={(r: SafetyRow) => (
            <MemberName
              id={r.member?.profileId ?? null}
              name={r.member?.fullName ?? null}
              code={r.member?.profileCode ?? null}
            />
          )}
          sortable={false}
        />
        <FunctionField
          label={copy.safety.startedThisWeek}
          render={(r: SafetyRow) => (r.member === null ? "—" : String(r.member.startedThisWeek))}
          sortable={false}
        />
        <FunctionField
          label={copy.safety.other}
          render={(r: SafetyRow) => (
            <MemberName
              id={r.other?.profileId ?? null}
              name={r.other?.fullName ?? null}
              code={r.other?.profileCode ?? null}
            />
          )}
          sortable={false}
        />
        <FunctionField
          label="Status"
          render={(r: SafetyRow) =>
            r.status === "open"
              ? copy.safety.statuses.open
              : (copy.safety.outcomes[r.outcome ?? ""] ?? copy.safety.statuses.closed)
          }
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}
