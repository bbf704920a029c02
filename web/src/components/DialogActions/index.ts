export { DialogActions, type DialogActionsProps } from "./DialogActions";
export { useOpenedOnce } from "./useOpenedOnce";
export { lazyDialog, preloadOnIntent, type LazyDialog } from "./lazyDialog";
