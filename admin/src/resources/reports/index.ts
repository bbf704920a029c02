import FlagIcon from "@mui/icons-material/Flag";
import { copy } from "../../copy";
import { ReportList } from "./ReportList";
import { ReportShow } from "./ReportShow";

/** The reports queue: staff read and add notes; admins decide. */
export const reports = {
  name: "reports",
  list: ReportList,
  show: ReportShow,
  icon: FlagIcon,
  options: { label: copy.reports.menu },
};
