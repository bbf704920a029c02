import { REFUND_SECTIONS } from "../features/public/policies";
import { PolicyDocument } from "../features/public/PolicyDocument";

export default function RefundPolicyPage() {
  return <PolicyDocument title="refund.title" lastUpdated="refund.lastUpdatedDate" sections={REFUND_SECTIONS} />;
}
