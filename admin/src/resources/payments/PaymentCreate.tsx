import { Alert, Box, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { Create, FormDataConsumer, SaveButton, SimpleForm, TextInput, Toolbar } from "react-admin";
import { isProfileCode, normaliseProfileCode } from "@matrimony/shared/profileCode";
import { PlanChip, StatusChip } from "../../components/chips";
import { copy } from "../../copy";
import { lookupQueryKey } from "../../dataProvider";
import { useConsoleData } from "../../dataProvider/useConsole";
import { OfflinePaymentFields, offlinePaymentDefaults } from "../../payment/OfflinePaymentFields";
import { validateOfflinePayment, type OfflinePaymentValues } from "../../payment/validate";

/** Who the typed profile code is, so the agent sees the member's name before recording. */
function MemberPreview({ code }: { code: string }) {
  const data = useConsoleData();
  const ready = isProfileCode(code);
  const query = normaliseProfileCode(code);
  const { data: found, isFetching } = useQuery({
    queryKey: lookupQueryKey(query),
    queryFn: () => data.lookup(query),
    enabled: ready,
  });
  if (!ready) return null;
  const card = found?.matchedBy === "code" ? found.cards[0] : undefined;
  if (card === undefined) {
    return isFetching ? null : (
      <Alert severity="warning" sx={{ mb: 2 }}>
        No member has this profile code.
      </Alert>
    );
  }
  return (
    <Box sx={{ mb: 2, display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
      <Typography fontWeight={600}>{copy.payment.memberFound(card.fullName, card.profileCode)}</Typography>
      <StatusChip status={card.status} />
      <PlanChip plan={card.plan} premiumUntil={card.premiumUntil} />
    </Box>
  );
}

/** /payments/create: record an offline payment for a member chosen by profile code. */
export function PaymentCreate() {
  return (
    <Create title={copy.payment.record} redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label={copy.payment.record} alwaysEnable />
          </Toolbar>
        }
        defaultValues={{ ...offlinePaymentDefaults(), profileCode: "" }}
        validate={(values) => validateOfflinePayment(values as OfflinePaymentValues, { needsProfileCode: true })}
        sx={{ maxWidth: 720 }}
      >
        <TextInput source="profileCode" label={copy.payment.profileCode} helperText="e.g. TM2K7Q9X" autoFocus />
        <FormDataConsumer<{ profileCode?: string }>>
          {({ formData }) => <MemberPreview code={formData.profileCode ?? ""} />}
        </FormDataConsumer>
        <OfflinePaymentFields />
      </SimpleForm>
    </Create>
  );
}
