import type { Menu as MantineMenu, MenuProps } from "@mantine/core";
import {
  cloneElement,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { afterFirstPage } from "../../features/boot";

/** Mantine's Menu and its parts (Menu.Dropdown, Menu.Item, ...), as `children` gets them. */
export type MenuParts = typeof MantineMenu;

let parts: MenuParts | null = null;
let request: Promise<MenuParts> | null = null;
const listeners = new Set<() => void>();

/** Fetches the menu's code once (again after a failure). */
function loadMenuParts(): Promise<MenuParts> {
  request ??= import("./mantineMenu").then(
    (module) => {
      parts = module.Menu;
      for (const listener of listeners) listener();
      return module.Menu;
    },
    (error: unknown) => {
      request = null;
      throw error;
    },
  );
  return request;
}

let scheduled = false;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    afterFirstPage(() => void loadMenuParts().catch(() => undefined));
  }
  return () => listeners.delete(listener);
}
const useMenuParts = () =>
  useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );

export interface LaterMenuProps extends Omit<MenuProps, "children" | "opened" | "defaultOpened" | "onChange"> {
  /** The button that opens the menu: drawn alone until the menu is mounted. */
  target: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** The menu's dropdown, drawn with Mantine's Menu parts once their code is in. */
  children: (Menu: MenuParts) => ReactNode;
}

/**
 * A Mantine menu whose code is fetched, and which is mounted, after the page's first paint; until then its
 * button is drawn alone:
 *  - the code: the Menu with the Popover and floating-ui under it is about 17 KB of script (brotli) that
 *    the member navbar and the match cards' "more actions" would otherwise add to what /home waits for on a
 *    slow line; it is fetched once the first page has been drawn and the browser is idle;
 *  - the mount: each mounted menu sets state as its commit lays out (floating-ui takes hold of the button,
 *    the portal mounts), and those urgent updates made React run every new query hook's effect and draw the
 *    page a second time before the browser could paint it (about 0.4 s on the budget phone); a deferred
 *    render mounts it right after.
 * A tap on the button before then fetches the code at once and opens the menu once it is mounted (a failed
 * fetch leaves the button as it was, for another tap).
 */
export function LaterMenu({ target, children, ...menuProps }: LaterMenuProps) {
  const Menu = useMenuParts();
  const mounted = useDeferredValue(true, false);
  const ready = Menu !== null && mounted;
  const [opened, setOpened] = useState(false);
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    if (!ready || !tapped) return;
    setTapped(false);
    setOpened(true);
  }, [ready, tapped]);
  if (!ready) {
    return cloneElement(target, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(event);
        setTapped(true);
        void loadMenuParts().catch(() => setTapped(false));
      },
    });
  }
  return (
    <Menu opened={opened} onChange={setOpened} {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}
