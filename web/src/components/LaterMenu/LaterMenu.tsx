import { Menu, type MenuProps } from "@mantine/core";
import { useDeferredValue, type ReactElement } from "react";

export interface LaterMenuProps extends MenuProps {
  /** The button that opens the menu: drawn alone until the menu is mounted. */
  target: ReactElement;
}

/**
 * A Mantine menu mounted just after the page's first paint: until then its button is drawn alone. Each
 * mounted menu sets state as its commit lays out (floating-ui takes hold of the button, the portal
 * mounts), and those urgent updates made React run every new query hook's effect and draw the page a
 * second time before the browser could paint it: on the budget phone, /home's first paint waited about
 * 0.4 s on that (issue 18). The menu is mounted by a deferred render right after, so a member's tap finds it.
 */
export function LaterMenu({ target, children, ...menuProps }: LaterMenuProps) {
  const mounted = useDeferredValue(true, false);
  if (!mounted) return target;
  return (
    <Menu {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
