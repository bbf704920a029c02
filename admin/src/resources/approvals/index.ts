import HowToRegIcon from "@mui/icons-material/HowToReg";
import { ApprovalQueue } from "./ApprovalQueue";

/**
 * The approval queue (new profiles, and approved members' changes waiting for review); a row opens the
 * member's page (members resource), where everything else is.
 */
export const approvals = {
  name: "approvals",
  list: ApprovalQueue,
  icon: HowToRegIcon,
  options: { label: "Approvals" },
};
export { ApproveRejectButtons } from "./ApprovalActions";
