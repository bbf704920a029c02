import { Badge, Burger, Button, Paper, Stack, type MantineBreakpoint } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import { t, type MessageKey } from "../../i18n";
import classes from "./SiteLayout.module.css";

export interface NavItem {
  to: string;
  label: MessageKey;
  /** A count beside the link (unread messages), and the link's accessible name that says it. */
  count?: { badge: string; label: string };
}

/** The hamburger of a navbar below `hiddenFrom`, naming and controlling the menu `menuId`. */
export function MenuBurger(props: {
  menuId: string;
  hiddenFrom: MantineBreakpoint;
  opened: boolean;
  onToggle: () => void;
  /** Said after "Open menu" when the menu holds news (", Messages, 3 unread"). */
  news?: string;
}) {
  const name = props.opened ? t("nav.closeMenu") : t("nav.openMenu");
  return (
    <Burger
      hiddenFrom={props.hiddenFrom}
      opened={props.opened}
      onClick={props.onToggle}
      aria-label={props.news ? `${name}, ${props.news}` : name}
      aria-expanded={props.opened}
      aria-controls={props.menuId}
    />
  );
}

/**
 * The phone menu the hamburger opens: large full-width links that close it when followed, then any
 * extra actions (`children`, e.g. Logout).
 */
export function MobileMenu(props: {
  menuId: string;
  hiddenFrom: MantineBreakpoint;
  links: readonly NavItem[];
  /** NavLink's `end`: a link is current only on its exact path (needed for "/"). */
  end?: boolean;
  onNavigate: () => void;
  children?: ReactNode;
}) {
  return (
    <Paper id={props.menuId} hiddenFrom={props.hiddenFrom} shadow="md" radius={0} className={classes.mobileMenu}>
      <Stack gap={0} component="nav" aria-label={t("nav.mainNavigation")}>
        {props.links.map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            end={props.end}
            variant="subtle"
            justify="flex-start"
            size="lg"
            onClick={props.onNavigate}
            aria-label={link.count?.label}
            rightSection={
              link.count ? (
                <Badge color="red" size="sm" aria-hidden="true">
                  {link.count.badge}
                </Badge>
              ) : undefined
            }
          >
            {t(link.label)}
          </Button>
        ))}
        {props.children}
      </Stack>
    </Paper>
  );
}
