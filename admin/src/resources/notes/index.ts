import NotesIcon from "@mui/icons-material/Notes";
import { NoteList } from "./NoteList";

/** Call notes: a list here; they are written on a call card or a member's page (CallNoteBox). */
export const notes = { name: "notes", list: NoteList, icon: NotesIcon, options: { label: "Call notes" } };
