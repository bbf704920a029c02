import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { copy } from "../../copy";
import { VerificationList } from "./VerificationList";

/** The verification queue: admins only, since the files are copies of members' IDs and faces. */
export const verifications = {
  name: "verifications",
  list: VerificationList,
  icon: VerifiedUserIcon,
  options: { label: copy.verifications.menu },
};
