import PeopleIcon from "@mui/icons-material/People";
import { MemberEdit } from "./MemberEdit";
import { MemberList } from "./MemberList";
import { MemberShow } from "./MemberShow";

/** `edit` is given to admins only (App.tsx): support agents see members but do not change them. */
export const members = {
  name: "members",
  list: MemberList,
  show: MemberShow,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: "fullName",
};
export type { MemberRecord, MemberRow } from "./types";
