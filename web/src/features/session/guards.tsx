import { Center, Loader } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { t } from "../../i18n";
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
 * /register to finish it.
 */
export function RequireMember({ redirectTo = "/login" }: { redirectTo?: string }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return <PageLoader />;
  if (session.status === "signedOut") {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={redirectTo} replace state={redirectTo === "/login" ? { from } : undefined} />;
  }
  if (session.status === "noProfile") return <Navigate to="/register" replace />;
  return <Outlet />;
}
