import SellIcon from "@mui/icons-material/Sell";
import { PlanCreate, PlanEdit } from "./PlanForm";
import { PlanList } from "./PlanList";

/** Plans: the catalogue (admins; every change audited on the server). */
export const plans = {
  name: "plans",
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: SellIcon,
  options: { label: "Plans" },
};
