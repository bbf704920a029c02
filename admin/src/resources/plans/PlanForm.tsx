import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput, useRecordContext } from "react-admin";
import { Alert } from "@mui/material";
import { copy } from "../../copy";

/** The stored plan as the form shows it: rupees and a GST percent, not paise and basis points. */
function toForm(record: { pricePaise?: number; gstRateBasisPoints?: number }) {
  return {
    ...record,
    priceRupees: record.pricePaise === undefined ? "" : record.pricePaise / 100,
    gstPercent: record.gstRateBasisPoints === undefined ? 18 : record.gstRateBasisPoints / 100,
  };
}

function DefaultPlanNotice() {
  const record = useRecordContext<{ isDefault?: boolean }>();
  return record?.isDefault === true ? <Alert severity="info">{copy.plans.defaultLocked}</Alert> : null;
}

function PlanFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <DefaultPlanNotice />
      {isNew && <TextInput source="key" label={copy.plans.key} helperText={copy.plans.keyHelper} />}
      <TextInput source="nameEn" label={copy.plans.nameEn} />
      <TextInput source="nameTe" label={copy.plans.nameTe} />
      <NumberInput source="days" label={copy.plans.days} step={1} />
      <TextInput source="priceRupees" label={copy.plans.priceRupees} inputMode="decimal" />
      <NumberInput source="gstPercent" label={copy.plans.gstPercent} step={0.01} />
      <NumberInput
        source="contactReveals"
        label={copy.plans.contactReveals}
        helperText={copy.plans.contactRevealsHelper}
        step={1}
      />
      <BooleanInput source="active" label={copy.plans.active} />
    </>
  );
}

/** /plans/create (admins). The server checks every field and audits the change. */
export function PlanCreate() {
  return (
    <Create title={copy.plans.title} redirect="list">
      <SimpleForm defaultValues={{ gstPercent: 18, active: true }} sx={{ maxWidth: 600 }}>
        <PlanFields isNew />
      </SimpleForm>
    </Create>
  );
}

/** /plans/:id (admins). */
export function PlanEdit() {
  return (
    <Edit
      title={copy.plans.title}
      redirect="list"
      mutationMode="pessimistic"
      queryOptions={{ select: (r) => ({ ...r, ...toForm(r) }) }}
    >
      <SimpleForm sx={{ maxWidth: 600 }}>
        <PlanFields isNew={false} />
      </SimpleForm>
    </Edit>
  );
}
