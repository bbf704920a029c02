import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { VerificationPage } from "../features/verification/VerificationPage";
import { t } from "../i18n";

/** /verification: "Verify my profile". Any member, approved or not. */
export default function VerificationRoute() {
  const session = useSession();
  if (session.status !== "member") return <PageLoader />;
  return (
    <QueryErrorBoundary message={t("profile.fetchFailed")} contained={false}>
      <VerificationPage />
    </QueryErrorBoundary>
  );
}
