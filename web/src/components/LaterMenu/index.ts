export { LaterMenu, type LaterMenuProps } from "./LaterMenu";
