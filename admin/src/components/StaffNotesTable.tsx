import { formatDateTime } from "../format";
import { SimpleTable } from "./SimpleTable";

/** A note staff wrote: on a member's record (call notes) or on a report. */
export type StaffNote = { _id: string; createdAt: number; author: string; text: string };

/** Staff notes, newest as the server orders them; a note keeps its line breaks. */
export function StaffNotesTable({ notes, empty }: { notes: readonly StaffNote[]; empty: string }) {
  return (
    <SimpleTable
      rows={notes}
      columns={[
        { label: "When", render: (n) => formatDateTime(n.createdAt) },
        { label: "By", render: (n) => n.author },
        { label: "Note", render: (n) => <span style={{ whiteSpace: "pre-wrap" }}>{n.text}</span> },
      ]}
      empty={empty}
      rowKey={(n) => n._id}
    />
  );
}
