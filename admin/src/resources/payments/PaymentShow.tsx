import { Show, SimpleShowLayout, useRecordContext } from "react-admin";
import { Facts } from "../../components/Facts";
import { MemberName } from "../../components/MemberBits";
import { PaymentStatusChip, paymentHow } from "../../components/paymentColumns";
import { formatDateTime, formatRupees } from "../../format";
import type { PaymentRecord } from "./PaymentList";
import { PaymentRefunds } from "./PaymentRefunds";
import type { Id } from "../../convexApi";

function Details() {
  const p = useRecordContext<PaymentRecord>();
  if (!p) return null;
  return (
    <Facts
      facts={[
        ["Member", <MemberName key="m" id={p.profileId} name={p.fullName} code={p.profileCode} />],
        ["Amount", `${formatRupees(p.amountPaise)} ${p.currency === "INR" ? "" : p.currency}`],
        ["How", paymentHow(p)],
        ["Status", <PaymentStatusChip key="s" status={p.status} />],
        ["Reference", p.reference],
        ["Razorpay order", p.orderId],
        ["Razorpay payment", p.paymentId],
        ["Receipt", p.receipt],
        ["Created", formatDateTime(p.createdAt)],
        ["Paid", formatDateTime(p.paidAt)],
        ["Premium until", formatDateTime(p.premiumUntil)],
        ["Recorded by", p.recordedBy],
        ["Failure", p.failureReason],
      ]}
    />
  );
}

function Refunds() {
  const p = useRecordContext<PaymentRecord>();
  if (!p || p.status !== "paid") return null;
  return (
    <PaymentRefunds paymentId={p.id as Id<"payments">} provider={p.provider === "offline" ? "offline" : "razorpay"} />
  );
}

function Title() {
  const p = useRecordContext<PaymentRecord>();
  return <span>{p ? `Payment ${formatRupees(p.amountPaise)} · ${p.fullName ?? "deleted member"}` : "Payment"}</span>;
}

export function PaymentShow() {
  return (
    <Show title={<Title />}>
      <SimpleShowLayout>
        <Details />
        <Refunds />
      </SimpleShowLayout>
    </Show>
  );
}
