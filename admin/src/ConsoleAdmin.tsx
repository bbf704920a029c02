import type { QueryClient } from "@tanstack/react-query";
import { Admin, CustomRoutes, defaultTheme, Resource, type AuthProvider, type DataProvider } from "react-admin";
import { Route } from "react-router-dom";
import { ConsoleRouter } from "./ConsoleRouter";
import { copy } from "./copy";
import { i18nProvider } from "./i18n";
import { Layout } from "./layout/Layout";
import { Dashboard } from "./pages/Dashboard";
import { HarvestingPage } from "./pages/HarvestingPage";
import { LookupPage } from "./pages/LookupPage";
import { approvals } from "./resources/approvals";
import { audit } from "./resources/audit";
import { members } from "./resources/members";
import { notes } from "./resources/notes";
import { payments } from "./resources/payments";
import { photos } from "./resources/photos";
import { reports } from "./resources/reports";
import { safety } from "./resources/safety";
import { staff } from "./resources/staff";
import { verifications } from "./resources/verifications";
import { plans } from "./resources/plans";
import { coupons } from "./resources/coupons";

const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: "#8e1b3a" }, secondary: { main: "#6d1530" } },
  components: {
    ...defaultTheme.components,
    // Wide tables scroll inside the page instead of widening it (the app bar stays put).
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, "& .RaLayout-contentWithSidebar, & .RaLayout-content": { minWidth: 0 } } },
    },
    RaList: { styleOverrides: { root: { minWidth: 0, "& .RaList-main": { minWidth: 0 } } } },
    // The table scrolls, not the list's card: the bulk actions toolbar sits above the card's edge.
    RaDatagrid: { styleOverrides: { root: { "& .RaDatagrid-tableWrapper": { overflowX: "auto" } } } },
  },
};

/**
 * The console: resources by role. Support agents get no member edit, no staff and no audit screens (the
 * server refuses those functions to them anyway); buttons for approve, reject, suspend and delete are
 * hidden from them where they appear (useRole).
 */
export function ConsoleAdmin(props: {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  queryClient: QueryClient;
}) {
  return (
    <ConsoleRouter>
      <Admin
        dataProvider={props.dataProvider}
        authProvider={props.authProvider}
        queryClient={props.queryClient}
        i18nProvider={i18nProvider}
        layout={Layout}
        dashboard={Dashboard}
        title={copy.appTitle}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {(permissions: unknown) => (
          <>
            <Resource {...approvals} />
            <Resource {...photos} />
            <Resource {...members} edit={permissions === "admin" ? members.edit : undefined} />
            <Resource {...payments} />
            <Resource {...notes} />
            <Resource {...reports} />
            <Resource {...safety} />
            {permissions === "admin" && <Resource {...verifications} />}
            {permissions === "admin" && <Resource {...staff} />}
            {permissions === "admin" && <Resource {...audit} />}
            {permissions === "admin" && <Resource {...plans} />}
            {permissions === "admin" && <Resource {...coupons} />}
            <CustomRoutes>
              <Route path="/lookup" element={<LookupPage />} />
              {permissions === "admin" && <Route path="/harvesting" element={<HarvestingPage />} />}
            </CustomRoutes>
          </>
        )}
      </Admin>
    </ConsoleRouter>
  );
}
