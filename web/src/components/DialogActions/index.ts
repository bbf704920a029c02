export { DialogActions, type DialogActionsProps } from "./DialogActions";
