import {
  CreateButton,
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useGetIdentity,
} from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { formatDate } from "../../format";

type StaffRecord = { id: string; email: string; role: string; addedBy: string | null; createdAt: number };

export const ROLE_CHOICES = [
  { id: "admin", name: "Admin: everything" },
  { id: "support", name: "Support: lookup, notes, offline payments" },
];

function RemoveButton({ record, self }: { record: StaffRecord; self: string | undefined }) {
  if (record.email === self) return null;
  return (
    <DeleteButton
      record={record}
      mutationMode="pessimistic"
      label="Remove"
      confirmTitle={`Remove ${record.email} from staff?`}
      confirmContent="They can no longer use the console."
      redirect={false}
    />
  );
}

/** Staff (admins only): who may use the console, with which role. Nobody removes themselves. */
export function StaffList() {
  const { identity } = useGetIdentity();
  return (
    <List
      pagination={<ListPagination />}
      title="Staff"
      sort={{ field: "email", order: "ASC" }}
      filters={[
        <SelectInput key="role" source="role" choices={ROLE_CHOICES.map((c) => ({ id: c.id, name: c.id }))} alwaysOn />,
      ]}
      actions={
        <TopToolbar>
          <CreateButton label="Add staff" />
        </TopToolbar>
      }
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <TextField source="role" sortable={false} />
        <TextField source="addedBy" label="Added by" sortable={false} emptyText="—" />
        <FunctionField label="Added" render={(s: StaffRecord) => formatDate(s.createdAt)} sortable={false} />
        <FunctionField
          label=""
          render={(s: StaffRecord) => <RemoveButton record={s} self={identity?.id ? String(identity.id) : undefined} />}
        />
      </Datagrid>
    </List>
  );
}
