import { Alert, Box } from "@mui/material";
import { DateInput, ReferenceInput, SelectInput, TextInput } from "react-admin";
import { copy } from "../copy";
import { METHOD_LABELS, todayInIndia } from "../format";
import { OFFLINE_METHODS } from "./validate";

export const METHOD_CHOICES = OFFLINE_METHODS.map((id) => ({ id, name: METHOD_LABELS[id] ?? id }));

export const offlinePaymentDefaults = () => ({
  amountRupees: "",
  reference: "",
  paidOn: todayInIndia(),
  method: "upi",
});

/** Amount (rupees), reference, date and method: the same on the member page, a call card and /payments/create. */
export function OfflinePaymentFields() {
  return (
    <Box sx={{ width: "100%" }}>
      <Box sx={{ display: "grid", gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextInput
          source="amountRupees"
          label={copy.payment.amount}
          helperText={copy.payment.amountHelper}
          inputMode="decimal"
        />
        <SelectInput source="method" label={copy.payment.method} choices={METHOD_CHOICES} helperText={false} />
        <TextInput source="reference" label={copy.payment.reference} helperText={copy.payment.referenceHelper} />
        <DateInput source="paidOn" label={copy.payment.paidOn} helperText={false} />
        <ReferenceInput source="planId" reference="plans">
          <SelectInput
            label={copy.payment.plan}
            optionText="nameEn"
            emptyText={copy.payment.planHelper}
            helperText={copy.payment.planHelper}
          />
        </ReferenceInput>
      </Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        {copy.payment.grants}
      </Alert>
    </Box>
  );
}
