import { Button } from "@mantine/core";
import { useConvex } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "../../convexApi";
import { errorMessage } from "../errors";
import { t } from "../../i18n";
import { saveFile } from "@matrimony/shared/download";
import { toastError, toastSuccess } from "./feedback";

type ExportList = FunctionArgs<typeof api.members.exportMyDataPart>["list"];

/** A copy of everything we hold about the member (members.exportMyData), before they delete it. */
export function DownloadMyData({ profileCode }: { profileCode: string }) {
  const convex = useConvex();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = JSON.parse(await convex.query(api.members.exportMyData, {})) as Record<string, unknown> & {
        more?: ExportList[];
      };
      // A long list comes with its first part only; read it whole, part by part, as the server bounds each read.
      for (const list of data.more ?? []) {
        const rows: unknown[] = [];
        let cursor: string | null = null;
        for (;;) {
          const part: FunctionReturnType<typeof api.members.exportMyDataPart> = await convex.query(
            api.members.exportMyDataPart,
            { list, cursor },
          );
          rows.push(...part.rows);
          if (part.isDone) break;
          cursor = part.continueCursor;
        }
        data[list] = rows;
      }
      delete data.more;
      saveFile(`telugu-matrimony-${profileCode}.json`, JSON.stringify(data, null, 2), "application/json");
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
