import { Anchor, Box, Button, Container, Group } from "@mantine/core";
import { useClickOutside, useDisclosure } from "@mantine/hooks";
import { Link, NavLink } from "react-router-dom";
import { LanguageSwitch, LanguageToggle } from "../../features/language/LanguageSwitch";
import { t } from "../../i18n";
import { MenuBurger, MobileMenu, type NavItem } from "./MobileMenu";
import classes from "./SiteLayout.module.css";

const LINKS: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/login", label: "nav.login" },
  { to: "/register", label: "nav.register" },
  { to: "/about-us", label: "nav.aboutUs" },
  { to: "/contact-us", label: "nav.contactUs" },
];

/** Visitors' navbar (SPEC §2): the brand goes to /home; on phones a hamburger that closes on an outside click. */
export function PublicNavbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside(close);
  return (
    <Box component="header" className={classes.header} ref={ref}>
      <Container size="lg" className={classes.bar}>
        <Anchor component={Link} to="/home" className={classes.brand} underline="never">
          {t("nav.brand")}
        </Anchor>
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <Group gap="xs" component="nav" aria-label={t("nav.mainNavigation")} wrap="nowrap">
            {LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end variant="subtle" className={classes.link}>
                {t(link.label)}
              </Button>
            ))}
          </Group>
          <LanguageSwitch />
        </Group>
        <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
          <LanguageToggle />
          <MenuBurger menuId="public-menu" hiddenFrom="sm" opened={opened} onToggle={toggle} />
        </Group>
      </Container>
      {opened && (
        <MobileMenu menuId="public-menu" hiddenFrom="sm" links={LINKS} end onNavigate={close}>
          <LanguageSwitch />
        </MobileMenu>
      )}
    </Box>
  );
}
