export { DialogActions, type DialogActionsProps } from "./DialogActions";
export { useDialogAction, type DialogAction } from "./useDialogAction";
