import PaymentsIcon from "@mui/icons-material/Payments";
import { PaymentCreate } from "./PaymentCreate";
import { PaymentList } from "./PaymentList";
import { PaymentShow } from "./PaymentShow";

/** Payments: list and page for all staff; "create" is recording an offline payment (support and admins). */
export const payments = {
  name: "payments",
  list: PaymentList,
  show: PaymentShow,
  create: PaymentCreate,
  icon: PaymentsIcon,
};
