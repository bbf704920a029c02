import { Chip, Link as MuiLink } from "@mui/material";
import { Link } from "react-router-dom";
import { formatDate, formatRupees, METHOD_LABELS } from "../format";
import type { Column } from "./SimpleTable";

export type PaymentView = {
  id?: string;
  _id: string;
  provider: string;
  status: string;
  amountPaise: number;
  method: string | null;
  reference: string | null;
  paymentId: string | null;
  orderId: string | null;
  paidAt: number | null;
  premiumUntil: number | null;
  recordedBy: string | null;
  createdAt: number;
};

export function paymentHow(p: PaymentView): string {
  return p.provider === "offline" ? `Offline · ${METHOD_LABELS[p.method ?? ""] ?? p.method ?? "?"}` : "Razorpay";
}

export function PaymentStatusChip({ status }: { status: string }) {
  const color = status === "paid" ? "success" : status === "failed" ? "error" : "default";
  return <Chip size="small" variant="outlined" color={color} label={status} />;
}

export const paymentColumns: Column<PaymentView>[] = [
  {
    label: "Date",
    render: (p) => (
      <MuiLink component={Link} to={`/payments/${p._id}/show`} underline="hover">
        {formatDate(p.paidAt ?? p.createdAt)}
      </MuiLink>
    ),
  },
  { label: "Amount", render: (p) => formatRupees(p.amountPaise) },
  { label: "How", render: paymentHow },
  { label: "Status", render: (p) => <PaymentStatusChip status={p.status} /> },
  { label: "Reference", render: (p) => p.reference ?? p.paymentId ?? p.orderId ?? "—" },
  { label: "Premium until", render: (p) => formatDate(p.premiumUntil) },
  { label: "Recorded by", render: (p) => p.recordedBy ?? "—" },
];
