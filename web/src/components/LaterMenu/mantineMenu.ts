// Mantine's Menu, with the Popover and floating-ui under it: LaterMenu.tsx fetches this module after the
// page's first paint, so it is no part of the files a member page waits for.
export { Menu } from "@mantine/core";
