import HistoryIcon from "@mui/icons-material/History";
import { AuditList } from "./AuditList";

/** Admins only (App.tsx); entries about one member also show on that member's page for support. */
export const audit = { name: "audit", list: AuditList, icon: HistoryIcon, options: { label: "Audit log" } };
