import { TERMS_SECTIONS } from "../features/public/policies";
import { PolicyDocument } from "../features/public/PolicyDocument";

export default function TermsPage() {
  return (
    <PolicyDocument
      title="terms.title"
      lastUpdated="terms.lastUpdatedDate"
      intro="terms.intro"
      sections={TERMS_SECTIONS}
    />
  );
}
