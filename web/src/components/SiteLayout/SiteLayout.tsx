import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { ProfileLanguage } from "../../features/language/ProfileLanguage";
import { PageLoader } from "../../features/session/guards";
import { WholeTeluguFace } from "../../fonts/WholeTeluguFace";
import { InteractiveMark } from "../../prerender/InteractiveMark";
import { useSession } from "../../features/session/useSession";
import { ALL_COPY, loadCopy, t } from "../../i18n";
import { Footer } from "../Footer/Footer";
import { PublicNavbar } from "./PublicNavbar";
import classes from "./SiteLayout.module.css";

/**
 * A member part of the layout with the words it shows: its code can be here before the page's words (it
 * comes in the member pages' chunk, vite/chunking.ts), and drawn without them it would show message keys.
 */
const withWords = <M,>(load: () => Promise<M>) => async () => (await Promise.all([load(), loadCopy(ALL_COPY)]))[0];

// Visitors never download the member navbar (and its menu code): it keeps the landing page light.
const MemberNavbar = lazy(withWords(() => import("./MemberNavbar").then((m) => ({ default: m.MemberNavbar }))));
// A staff warning (issue 15) shows above every member page until acknowledged; visitors never load it.
const NoticeBanner = lazy(withWords(() => import("../../features/safety/NoticeBanner").then((m) => ({ default: m.NoticeBanner }))));
// The live notice when someone sees the member's number (issue 15): approved members only.
const NumberRevealNotice = lazy(withWords(() => import("../../features/privacy/NumberRevealNotice").then((m) => ({ default: m.NumberRevealNotice }))));

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
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          {/* Last in the page's boundary: React hydrates it after the page (prerender/InteractiveMark.tsx). */}
          <InteractiveMark />
          <WholeTeluguFace />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
