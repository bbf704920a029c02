import { Center, Loader } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { t } from "../../i18n";
import { useAccountDeletionPhase, useClearDeletionOnLeave } from "../account/accountDeletion";
import { useSession } from "./useSession";

export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}

/**
 * Pages for signed-in members. A visitor goes to `redirectTo` (SPEC §2: /home sends visitors to /,
 * other member pages to /login and back here after signing in); a login without a saved profile goes to
 * /register to finish it. A member deleting their account is sent nowhere: between removing the profile
 * and removing the login they look like a login without a profile, then like a visitor, and the deletion
 * itself moves them to / when it is done (SPEC §4).
 */
export function RequireMember({ redirectTo = "/login" }: { redirectTo?: string }) {
  const session = useSession();
  const location = useLocation();
  const deletion = useAccountDeletionPhase();
  useClearDeletionOnLeave();
  if (deletion !== "idle") return session.status === "member" ? <Outlet /> : <PageLoader />;
  if (session.status === "loading") return <PageLoader />;
  if (session.status === "signedOut") {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={redirectTo} replace state={redirectTo === "/login" ? { from } : undefined} />;
  }
  if (session.status === "noProfile") return <Navigate to="/register" replace />;
  return <Outlet />;
}
