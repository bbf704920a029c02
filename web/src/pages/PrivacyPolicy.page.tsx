import { PRIVACY_SECTIONS } from "../features/public/policies";
import { PolicyDocument } from "../features/public/PolicyDocument";

export default function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title="privacy.title"
      lastUpdated="privacy.lastUpdatedDate"
      intro="privacy.intro"
      sections={PRIVACY_SECTIONS}
    />
  );
}
