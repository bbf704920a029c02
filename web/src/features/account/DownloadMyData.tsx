import { Button } from "@mantine/core";
import { useConvex } from "convex/react";
import { useState } from "react";
import { api } from "../../convexApi";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import { downloadText } from "./downloadText";
import { toastError, toastSuccess } from "./feedback";

/** A copy of everything we hold about the member (members.exportMyData), before they delete it. */
export function DownloadMyData({ profileCode }: { profileCode: string }) {
  const convex = useConvex();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const json = await convex.query(api.members.exportMyData, {});
      downloadText(`telugu-matrimony-${profileCode}.json`, json);
      toastSuccess(t("deleteAccount.downloaded"));
    } catch (error) {
      toastError(errorMessage(error, t("deleteAccount.downloadFailed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" fullWidth loading={busy} onClick={() => void download()}>
      {t("deleteAccount.download")}
    </Button>
  );
}
