import { Anchor, Badge, Box, Button, Container, Group, Indicator, useMantineTheme } from "@mantine/core";
import { useClickOutside, useDisclosure, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { api } from "../../convexApi";
import { useAuth } from "../../features/auth";
import { LaterMenu } from "../LaterMenu";
import { InterestsNavButton } from "../../features/interests/InterestsNavButton";
import { LanguageSwitch, LanguageToggle } from "../../features/language/LanguageSwitch";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import { useUnreadMessages } from "../../features/conversations/useUnreadMessages";
import { unsubscribeDevice } from "../../features/pwa/pushDevice";
import { t } from "../../i18n";
import { MenuBurger, MobileMenu, type NavItem } from "./MobileMenu";
import classes from "./SiteLayout.module.css";

const MAIN: NavItem[] = [
  { to: "/home", label: "nav.myHome" },
  { to: "/profile", label: "nav.profile" },
  { to: "/payment", label: "nav.payment" },
  { to: "/recently-viewed", label: "nav.recentlyViewed" },
];
const MORE: NavItem[] = [
  { to: "/shortlist", label: "nav.shortlist" },
  { to: "/viewed-me", label: "nav.viewedMe" },
  { to: "/matching-preference", label: "nav.matchingPreference" },
  { to: "/contact", label: "nav.contact" },
  { to: "/settings", label: "nav.settings" },
  { to: "/privacy-settings", label: "nav.privacySettings" },
  { to: "/verification", label: "nav.verifyProfile" },
  { to: "/delete-account", label: "nav.deleteAccount" },
];

/** Members' navbar (SPEC §2): four links, a More menu, and Logout → /login with 'Logged out successfully.' */
export function MemberNavbar() {
  const auth = useAuth();
  const navigate = useNavigate();
  const forgetDevice = useMutation(api.push.unsubscribe);
  const [opened, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside(close);
  // Only the bar this screen shows is drawn (the other is also hidden by CSS, for the moment a resize takes
  // to be heard): on a budget phone the hidden desktop row, with its menu's popover, cost about a tenth of
  // /home's first render. Read at once, not after mounting: member pages are not prerendered.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg})`, undefined, { getInitialValueInEffect: false });
  const messages = useUnreadMessages();
  const messagesLink: NavItem = {
    to: "/messages",
    label: "conversations.navLabel",
    ...(messages.count > 0 ? { count: { badge: messages.badge, label: messages.label } } : {}),
  };

  const logout = async () => {
    close();
    try {
      // This phone's alerts go with the session: the next person to sign in here gets none of this member's.
      await unsubscribeDevice((endpoint) => forgetDevice({ endpoint }));
      await auth.signOut();
      navigate("/login", { replace: true });
      notifications.show({ color: "green", message: t("logout.success") });
    } catch {
      notifications.show({ color: "red", message: t("logout.failed") });
    }
  };

  return (
    <Box component="header" className={classes.header} ref={ref}>
      <Container size="lg" className={classes.bar}>
        <Anchor component={Link} to="/home" className={classes.brand} underline="never">
          {t("nav.brand")}
        </Anchor>
        {/* Eight controls with English's longest words need about 900 px beside the brand: the row shows from
            lg (1200 px) and never wraps; below it tablets get the phone bar and menu. */}
        {wide ? (
          <Group
            gap={4}
            visibleFrom="lg"
            wrap="nowrap"
            component="nav"
            aria-label={t("nav.mainNavigation")}
            className={classes.desktopNav}
          >
            {MAIN.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} variant="subtle" className={classes.link}>
                {t(link.label)}
              </Button>
            ))}
            <InterestsNavButton className={classes.link} />
            <NotificationBell />
            {/* Messages live in More: the row has no room for another control at 1200 px in English (e2e
                navbar test). The unread count shows on More, drawn over it so the row keeps its width. */}
            <Indicator
              label={messages.badge}
              size={18}
              color="red"
              disabled={messages.count === 0}
              offset={4}
              data-testid="messages-count"
              data-count={messages.count}
            >
              <LaterMenu
                position="bottom-end"
                withinPortal
                target={
                  <Button
                    variant="subtle"
                    className={classes.link}
                    aria-label={messages.count > 0 ? `${t("nav.more")}, ${messages.label}` : undefined}
                  >
                    {t("nav.more")}
                  </Button>
                }
              >
                {(Menu) => (
                  <Menu.Dropdown>
                    {messages.shown && (
                      <Menu.Item
                        component={Link}
                        to="/messages"
                        aria-label={messages.label}
                        rightSection={
                          messages.count > 0 ? (
                            <Badge color="red" size="sm" aria-hidden="true">
                              {messages.badge}
                            </Badge>
                          ) : undefined
                        }
                      >
                        {t("conversations.navLabel")}
                      </Menu.Item>
                    )}
                    {MORE.map((link) => (
                      <Menu.Item key={link.to} component={Link} to={link.to}>
                        {t(link.label)}
                      </Menu.Item>
                    ))}
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={() => void logout()}>
                      {t("nav.logout")}
                    </Menu.Item>
                  </Menu.Dropdown>
                )}
              </LaterMenu>
            </Indicator>
            <LanguageSwitch />
          </Group>
        ) : (
          <Group gap={4} hiddenFrom="lg" wrap="nowrap">
            <InterestsNavButton compact />
            <NotificationBell compact />
            <LanguageToggle />
            {/* The menu holds Messages (the 360 px bar has no room for another control in Telugu): its
                unread count shows on the hamburger, drawn over it so the bar keeps its width. */}
            <Indicator
              label={messages.badge}
              size={18}
              color="red"
              disabled={messages.count === 0 || opened}
              offset={6}
              data-testid="messages-count"
              data-count={messages.count}
            >
              <MenuBurger
                menuId="member-menu"
                hiddenFrom="lg"
                opened={opened}
                onToggle={toggle}
                news={messages.count > 0 ? messages.label : undefined}
              />
            </Indicator>
          </Group>
        )}
      </Container>
      {opened && (
        <MobileMenu
          menuId="member-menu"
          hiddenFrom="lg"
          links={[...(messages.shown ? [messagesLink] : []), ...MAIN, ...MORE]}
          onNavigate={close}
        >
          <LanguageSwitch />
          <Button variant="subtle" color="red" justify="flex-start" size="lg" onClick={() => void logout()}>
            {t("nav.logout")}
          </Button>
        </MobileMenu>
      )}
    </Box>
  );
}
