import HowToRegIcon from "@mui/icons-material/HowToReg";
import { ApprovalList } from "./ApprovalList";

/** The approval queue; a row opens the member's page (members resource), where everything else is. */
export const approvals = { name: "approvals", list: ApprovalList, icon: HowToRegIcon, options: { label: "Approvals" } };
export { ApproveRejectButtons } from "./ApprovalActions";
