import DashboardIcon from "@mui/icons-material/Dashboard";
import PhoneInTalkIcon from "@mui/icons-material/PhoneInTalk";
import ReportIcon from "@mui/icons-material/Report";
import type { ReactNode } from "react";
import { Layout as RaLayout, Menu as RaMenu } from "react-admin";
import { copy } from "../copy";
import { useRole } from "../permissions";

/** Support agents start at the lookup; admins at the dashboard. Admin-only resources are not registered for support. */
function Menu() {
  const { isAdmin } = useRole();
  return (
    <RaMenu>
      {isAdmin && <RaMenu.Item to="/" primaryText={copy.menu.dashboard} leftIcon={<DashboardIcon />} />}
      <RaMenu.Item to="/lookup" primaryText={copy.menu.lookup} leftIcon={<PhoneInTalkIcon />} />
      <RaMenu.ResourceItems />
      {isAdmin && <RaMenu.Item to="/harvesting" primaryText="Harvesting" leftIcon={<ReportIcon />} />}
    </RaMenu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout menu={Menu}>{children}</RaLayout>;
}
