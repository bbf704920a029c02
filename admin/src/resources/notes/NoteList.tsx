import { Datagrid, FunctionField, List, TextField } from "react-admin";
import { ListPagination } from "../../components/ListPagination";
import { MemberName } from "../../components/MemberBits";
import { formatDateTime } from "../../format";

type NoteRecord = {
  id: string;
  profileId: string;
  profileCode: string | null;
  fullName: string | null;
  author: string;
  text: string;
  createdAt: number;
};

/** Every call note, newest first; a member's own are on their page, and added from there or a call card. */
export function NoteList() {
  return (
    <List
      pagination={<ListPagination />}
      perPage={25}
      title="Call notes"
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField label="When" source="createdAt" render={(n: NoteRecord) => formatDateTime(n.createdAt)} />
        <FunctionField
          label="Member"
          render={(n: NoteRecord) => <MemberName id={n.profileId} name={n.fullName} code={n.profileCode} />}
          sortable={false}
        />
        <TextField source="author" label="By" sortable={false} />
        <FunctionField
          label="Note"
          render={(n: NoteRecord) => <span style={{ whiteSpace: "pre-wrap" }}>{n.text}</span>}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}
