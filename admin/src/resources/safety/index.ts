import GppMaybeIcon from "@mui/icons-material/GppMaybe";
import { copy } from "../../copy";
import { SafetyList } from "./SafetyList";
import { SafetyShow } from "./SafetyShow";

/** The safety queue: money requests, copy-paste outreach and reported messages; staff read, admins decide. */
export const safety = {
  name: "safety",
  list: SafetyList,
  show: SafetyShow,
  icon: GppMaybeIcon,
  options: { label: copy.safety.menu },
};
