import { BooleanField, Datagrid, FunctionField, List, NumberField, TextField } from "react-admin";
import { planBill } from "@matrimony/shared/rules/plans";
import { copy } from "../../copy";
import { formatRupees } from "./money";

type PlanRow = { pricePaise: number; gstRateBasisPoints: number; contactReveals: number | null; isDefault: boolean };

/** /plans: the catalogue, the default plan first; admins open a plan to edit it. */
export function PlanList() {
  return (
    <List title={copy.plans.title} pagination={false} perPage={100} exporter={false}>
      <Datagrid
        rowClick={(_id, _resource, record) => ((record as unknown as PlanRow).isDefault ? false : "edit")}
        bulkActionButtons={false}
      >
        <TextField source="key" label={copy.plans.key} sortable={false} />
        <TextField source="nameEn" label={copy.plans.nameEn} sortable={false} />
        <TextField source="nameTe" label={copy.plans.nameTe} sortable={false} />
        <NumberField source="days" label={copy.plans.days} sortable={false} />
        <FunctionField label={copy.plans.priceRupees} render={(r: PlanRow) => formatRupees(r.pricePaise)} />
        <FunctionField
          label={copy.plans.totalCharged}
          render={(r: PlanRow) => formatRupees(planBill(r, null).totalPaise)}
        />
        <FunctionField
          label={copy.plans.contactReveals}
          render={(r: PlanRow) => (r.contactReveals === null ? "—" : String(r.contactReveals))}
        />
        <BooleanField source="active" label={copy.plans.active} sortable={false} />
      </Datagrid>
    </List>
  );
}
