import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { ProfileLanguage } from "../../features/language/ProfileLanguage";
import { PageLoader } from "../../features/session/guards";
import { useSession } from "../../features/session/useSession";
import { t } from "../../i18n";
import { Footer } from "../Footer/Footer";
import { PublicNavbar } from "./PublicNavbar";
import classes from "./SiteLayout.module.css";

// Visitors never download the member navbar (and its menu code): it keeps the landing page light.
const MemberNavbar = lazy(() => import("./MemberNavbar").then((m) => ({ default: m.MemberNavbar })));

/** Every page: the navbar for who is here (member or visitor), the page, the footer. */
export function SiteLayout() {
  const session = useSession();
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t("common.skipToContent")}
      </a>
      {session.status === "member" && <ProfileLanguage />}
      {session.status === "member" ? (
        <Suspense fallback={<PublicNavbar />}>
          <MemberNavbar />
        </Suspense>
      ) : (
        <PublicNavbar />
      )}
      {/* At least a screen high: the footer starts below the first screen, so a page that grows from its
          loader to its content (member pages waiting for their data) does not push a visible footer down. */}
      <Box component="main" id="main" mih="100vh">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
