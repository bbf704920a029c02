import { BooleanField, Datagrid, DateField, FunctionField, List, NumberField, TextField } from "react-admin";
import { copy } from "../../copy";
import { formatRupees } from "../plans/money";

type CouponRow = {
  kind: "percent" | "amount";
  value: number;
  maxUsesPerMember: number | null;
  maxUsesTotal: number | null;
};

const limit = (n: number | null) => (n === null ? "—" : String(n));

/** /coupons: every coupon with its uses; admins open one to edit it. */
export function CouponList() {
  return (
    <List title={copy.coupons.title} pagination={false} perPage={100} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" label={copy.coupons.code} sortable={false} />
        <FunctionField
          label={copy.coupons.kind}
          render={(r: CouponRow) => (r.kind === "percent" ? `${String(r.value)}%` : formatRupees(r.value))}
        />
        <DateField source="validFrom" label={copy.coupons.validFrom} sortable={false} emptyText="—" />
        <DateField source="validUntil" label={copy.coupons.validUntil} sortable={false} emptyText="—" />
        <FunctionField label={copy.coupons.maxUsesPerMember} render={(r: CouponRow) => limit(r.maxUsesPerMember)} />
        <FunctionField label={copy.coupons.maxUsesTotal} render={(r: CouponRow) => limit(r.maxUsesTotal)} />
        <NumberField source="uses" label={copy.coupons.uses} sortable={false} />
        <BooleanField source="active" label={copy.coupons.active} sortable={false} />
      </Datagrid>
    </List>
  );
}
