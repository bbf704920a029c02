import { Anchor, Box, Burger, Button, Container, Group, Paper, Stack } from "@mantine/core";
import { useClickOutside, useDisclosure } from "@mantine/hooks";
import { Link, NavLink } from "react-router-dom";
import { t, type MessageKey } from "../../i18n";
import classes from "./SiteLayout.module.css";

const LINKS: { to: string; label: MessageKey }[] = [
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
        <Group gap="xs" visibleFrom="sm" component="nav" aria-label={t("nav.mainNavigation")}>
          {LINKS.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} end variant="subtle" className={classes.link}>
              {t(link.label)}
            </Button>
          ))}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={opened}
          onClick={toggle}
          aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
          aria-expanded={opened}
          aria-controls="public-menu"
        />
      </Container>
      {opened && (
        <Paper id="public-menu" hiddenFrom="sm" shadow="md" radius={0} className={classes.mobileMenu}>
          <Stack gap={0} component="nav" aria-label={t("nav.mainNavigation")}>
            {LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end variant="subtle" justify="flex-start" size="lg" onClick={close}>
                {t(link.label)}
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
