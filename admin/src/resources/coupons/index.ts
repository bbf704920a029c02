import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import { CouponCreate, CouponEdit } from "./CouponForm";
import { CouponList } from "./CouponList";

/** Coupons applied by the server when an order is made (admins; every change audited on the server). */
export const coupons = {
  name: "coupons",
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  icon: LocalOfferIcon,
  options: { label: "Coupons" },
};
