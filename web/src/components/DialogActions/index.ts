export { DialogActions, type DialogActionsProps } from "./DialogActions";
export { useOpenedOnce } from "./useOpenedOnce";
