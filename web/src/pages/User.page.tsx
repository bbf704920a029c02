import { useParams } from "react-router-dom";
import { MemberProfile } from "../features/members/MemberProfile";
import { QueryErrorBoundary } from "../features/members/QueryErrorBoundary";
import { StatusNotice } from "../features/members/StatusNotice";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/** /user/:userId: approved members only; others see the same notice as on /home (SPEC §6). */
export default function UserPage() {
  const session = useSession();
  const { userId = "" } = useParams();
  if (session.status !== "member") return <PageLoader />;
  const { me } = session;
  if (me.profile.status !== "approved")
    return <StatusNotice status={me.profile.status} statusReason={me.profile.statusReason} />;
  return (
    // Keyed by the id: moving to another member starts fresh (no countdown or error carried over).
    <QueryErrorBoundary key={userId} message={t("profile.fetchFailed")}>
      <MemberProfile
        profileId={userId}
        viewerId={me.profile._id}
        viewerIsPremium={me.membership.plan === "Premium"}
        viewerHasStar={me.profile.nakshatram !== undefined}
      />
    </QueryErrorBoundary>
  );
}
