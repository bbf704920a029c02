import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import { StaffCreate } from "./StaffCreate";
import { StaffList } from "./StaffList";

/** Admins only (App.tsx registers it for admins; the server refuses anyone else). */
export const staff = {
  name: "staff",
  list: StaffList,
  create: StaffCreate,
  icon: AdminPanelSettingsIcon,
  options: { label: "Staff" },
};
