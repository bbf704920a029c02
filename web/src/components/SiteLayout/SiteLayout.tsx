import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { FirstPageDrawn, InteractiveMark } from "../../features/boot";
import { ProfileLanguage } from "../../features/language/ProfileLanguage";
import { PageLoader } from "../../features/session/guards";
import { useSession } from "../../features/session/useSession";
import { t } from "../../i18n";
import { Footer } from "../Footer/Footer";
import { MemberNavbar, NoticeBanner, NumberRevealNotice, PausedNotice } from "./memberLayoutParts";
import { PublicNavbar } from "./PublicNavbar";
import classes from "./SiteLayout.module.css";

/** Every page: the navbar for who is here (member or visitor), the page, the footer. */
export function SiteLayout() {
  const session = useSession();
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t("common.skipToContent")}
      </a>
      {session.status === "member" && <ProfileLanguage />}
      {session.status === "member" && session.me.profile.status === "approved" && (
        <Suspense fallback={null}>
          <NumberRevealNotice profileId={session.me.profile._id} />
        </Suspense>
      )}
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
        {session.status === "member" && (
          <Suspense fallback={null}>
            <NoticeBanner />
          </Suspense>
        )}
        {session.status === "member" && session.me.profile.pausedAt !== undefined && (
          <Suspense fallback={null}>
            <PausedNotice />
          </Suspense>
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          {/* Last in the page's boundary: React hydrates it after the page (prerender/InteractiveMark.tsx). */}
          <InteractiveMark />
          <FirstPageDrawn />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
