import {
  BooleanInput,
  Create,
  DateInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from "react-admin";
import { copy } from "../../copy";

const KIND_CHOICES = [
  { id: "percent", name: copy.coupons.kinds.percent },
  { id: "amount", name: copy.coupons.kinds.amount },
];

/** The stored coupon as the form shows it: an amount in rupees, dates as days. */
function toForm(record: { kind?: string; value?: number; validFrom?: number | null; validUntil?: number | null }) {
  const day = (ms: number | null | undefined) => (ms === null || ms === undefined ? "" : new Date(ms));
  return {
    ...record,
    percent: record.kind === "percent" ? record.value : "",
    valueRupees: record.kind === "amount" && record.value !== undefined ? record.value / 100 : "",
    validFrom: day(record.validFrom),
    validUntil: day(record.validUntil),
  };
}

function CouponFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      {isNew && <TextInput source="code" label={copy.coupons.code} />}
      <SelectInput source="kind" label={copy.coupons.kind} choices={KIND_CHOICES} helperText={false} />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === "amount" ? (
            <TextInput source="valueRupees" label={copy.coupons.valueRupees} inputMode="decimal" />
          ) : (
            <NumberInput source="percent" label={copy.coupons.percent} step={1} />
          )
        }
      </FormDataConsumer>
      <DateInput source="validFrom" label={copy.coupons.validFrom} helperText={false} />
      <DateInput source="validUntil" label={copy.coupons.validUntil} helperText={false} />
      <NumberInput
        source="maxUsesPerMember"
        label={copy.coupons.maxUsesPerMember}
        helperText={copy.coupons.limitHelper}
        step={1}
      />
      <NumberInput
        source="maxUsesTotal"
        label={copy.coupons.maxUsesTotal}
        helperText={copy.coupons.limitHelper}
        step={1}
      />
      <BooleanInput source="active" label={copy.coupons.active} />
    </>
  );
}

/** /coupons/create (admins). The server checks every field and audits the change. */
export function CouponCreate() {
  return (
    <Create title={copy.coupons.title} redirect="list">
      <SimpleForm defaultValues={{ kind: "percent", active: true }} sx={{ maxWidth: 600 }}>
        <CouponFields isNew />
      </SimpleForm>
    </Create>
  );
}

/** /coupons/:id (admins). */
export function CouponEdit() {
  return (
    <Edit
      title={copy.coupons.title}
      redirect="list"
      mutationMode="pessimistic"
      queryOptions={{ select: (r) => ({ ...r, ...toForm(r) }) }}
    >
      <SimpleForm sx={{ maxWidth: 600 }}>
        <CouponFields isNew={false} />
      </SimpleForm>
    </Edit>
  );
}
