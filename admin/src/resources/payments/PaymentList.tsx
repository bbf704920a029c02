import { useMediaQuery, type Theme } from "@mui/material";
import {
  CreateButton,
  Datagrid,
  DateInput,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from "react-admin";
import { MemberName } from "../../components/MemberBits";
import { ListPagination } from "../../components/ListPagination";
import { PaymentStatusChip, paymentHow, type PaymentView } from "../../components/paymentColumns";
import { copy } from "../../copy";
import { formatDate, formatDateTime, formatRupees } from "../../format";
import { RefundQueue } from "./RefundQueue";

export type PaymentRecord = PaymentView & {
  id: string;
  profileId: string | null;
  profileCode: string | null;
  fullName: string | null;
  currency: string;
  receipt: string | null;
  failureReason: string | null;
};

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: "paid", name: "Paid" },
      { id: "created", name: "Started, not paid" },
      { id: "failed", name: "Failed" },
    ]}
  />,
  <SelectInput
    key="provider"
    source="provider"
    choices={[
      { id: "razorpay", name: "Razorpay (online)" },
      { id: "offline", name: "Offline" },
    ]}
  />,
  <DateInput key="createdFrom" source="createdFrom" label="From" />,
  <DateInput key="createdTo" source="createdTo" label="To" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label={copy.payment.record} />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

export function PaymentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <>
      <RefundQueue />
      <List
        title="Payments"
        filters={filters}
        actions={<Actions />}
        sort={{ field: "createdAt", order: "DESC" }}
        pagination={<ListPagination options={[10, 25, 50, 100]} />}
      >
        {isSmall ? (
          <SimpleList<PaymentRecord>
            primaryText={(p) => `${formatRupees(p.amountPaise)} · ${p.fullName ?? "Deleted member"}`}
            secondaryText={(p) => `${paymentHow(p)} · ${formatDate(p.paidAt ?? p.createdAt)}`}
            tertiaryText={(p) => <PaymentStatusChip status={p.status} />}
            linkType="show"
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <FunctionField
              label="Created"
              source="createdAt"
              render={(p: PaymentRecord) => formatDateTime(p.createdAt)}
            />
            <FunctionField
              label="Member"
              render={(p: PaymentRecord) => <MemberName id={p.profileId} name={p.fullName} code={p.profileCode} />}
              sortable={false}
            />
            <FunctionField
              label="Amount"
              render={(p: PaymentRecord) => formatRupees(p.amountPaise)}
              sortable={false}
              textAlign="right"
            />
            <FunctionField label="How" render={paymentHow} sortable={false} />
            <FunctionField
              label="Status"
              render={(p: PaymentRecord) => <PaymentStatusChip status={p.status} />}
              sortable={false}
            />
            <FunctionField
              label="Reference"
              render={(p: PaymentRecord) => p.reference ?? p.paymentId ?? p.orderId ?? "—"}
              sortable={false}
            />
            <FunctionField label="Paid" render={(p: PaymentRecord) => formatDate(p.paidAt)} sortable={false} />
            <FunctionField
              label="Premium until"
              render={(p: PaymentRecord) => formatDate(p.premiumUntil)}
              sortable={false}
            />
            <TextField source="recordedBy" label="Recorded by" sortable={false} emptyText="—" />
          </Datagrid>
        )}
      </List>
    </>
  );
}
