import { Datagrid, DateInput, FunctionField, List, TextField, TextInput } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { formatDateTime } from "../../format";

type AuditRecord = {
  id: string;
  actor: string;
  action: string;
  target: string | null;
  at: number;
  details: string | null;
};

const filters = [
  <TextInput key="actor" source="actor" label="Actor (staff email, member:TM…, system)" alwaysOn />,
  <TextInput key="action" source="action" label="Action (e.g. member.approve)" alwaysOn />,
  <TextInput key="target" source="target" label="Target (profile code or email)" alwaysOn />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

/** Who did what to whom (admins only): every staff action and every sensitive member action. */
export function AuditList() {
  return (
    <List
      pagination={<ListPagination />}
      perPage={25}
      title="Audit log"
      filters={filters}
      sort={{ field: "at", order: "DESC" }}
      exporter={false}
      debounce={400}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="When" source="at" render={(e: AuditRecord) => formatDateTime(e.at)} />
        <TextField source="actor" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="target" sortable={false} emptyText="—" />
        <TextField source="details" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}
