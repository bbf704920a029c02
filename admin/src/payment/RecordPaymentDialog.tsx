import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { Form, SaveButton, useNotify } from "react-admin";
import { copy } from "../copy";
import { formErrorsOf, messageOf, useConsoleData } from "../dataProvider/useConsole";
import { formatDate } from "../format";
import { OfflinePaymentFields, offlinePaymentDefaults } from "./OfflinePaymentFields";
import { validateOfflinePayment, type OfflinePaymentValues } from "./validate";

/** "Record offline payment" for a known member (member page, call card). */
export function RecordPaymentDialog(props: { open: boolean; profileId: string; memberLabel: string; onClose(): void }) {
  const data = useConsoleData();
  const notify = useNotify();
  const submit = async (values: Record<string, unknown>) => {
    const v = values as OfflinePaymentValues;
    try {
      const result = await data.recordOffline({
        profileId: props.profileId,
        amountRupees: v.amountRupees ?? "",
        reference: v.reference ?? "",
        paidOn: v.paidOn ?? "",
        method: v.method ?? "",
      });
      notify(copy.payment.recorded(formatDate(result.premiumUntil)), { type: "success" });
      props.onClose();
      return undefined;
    } catch (error) {
      const fieldErrors = formErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify(messageOf(error), { type: "error" });
      return undefined;
    }
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="record-payment-title">
      <Form
        defaultValues={offlinePaymentDefaults()}
        validate={(values) => validateOfflinePayment(values as OfflinePaymentValues, { needsProfileCode: false })}
        onSubmit={submit}
        noValidate
      >
        <DialogTitle id="record-payment-title">
          {copy.payment.record}: {props.memberLabel}
        </DialogTitle>
        <DialogContent>
          <OfflinePaymentFields />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{copy.cancel}</Button>
          <SaveButton label={copy.payment.record} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
