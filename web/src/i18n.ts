/**
 * The one translation function of the member app: every text a page shows goes through `t`, over the
 * shared catalogue (`shared/src/messages.ts` and `shared/src/copy/`). A Telugu catalogue plugs in there.
 */
export { t, type MessageKey } from "@matrimony/shared/messages";
