import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useAction, useMutation } from "convex/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { JATAKAM_ACCEPT, JATAKAM_MAX_BYTES } from "@matrimony/shared/rules/jatakam";
import { api } from "../../convexApi";
import { t } from "../../i18n";
import { toastError, toastSuccess } from "../account/feedback";
import { errorMessage } from "../errors";
import { send } from "../photos/usePhotoUpload";
import type { Me } from "../session/useSession";
import { JatakamLink } from "./JatakamLink";

/**
 * The owner's jatakam on My Profile: open the one saved, choose a new image or PDF (replacing it), or
 * remove it. The server checks the file's bytes and size again (jatakam.add).
 */
export function MyJatakam({ me }: { me: Me }) {
  const generateUploadUrl = useMutation(api.jatakam.generateUploadUrl);
  const add = useAction(api.jatakam.add);
  const remove = useMutation(api.jatakam.remove);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next !== null && next.size > JATAKAM_MAX_BYTES ? t("jatakam.tooLarge") : null);
  };
  const save = async () => {
    if (file === null) return;
    setBusy(true);
    try {
      const result = await add({ storageId: await send(await generateUploadUrl({}), file) });
      if (result.ok) {
        toastSuccess(t("jatakam.saved"));
        setFile(null);
      } else setProblem(result.message);
    } catch (error) {
      toastError(errorMessage(error, t("jatakam.saveFailed")));
    } finally {
      setBusy(false);
    }
  };
  const onRemove = async () => {
    setBusy(true);
    try {
      await remove({});
      toastSuccess(t("jatakam.removed"));
    } catch (error) {
      toastError(errorMessage(error, t("jatakam.saveFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-jatakam-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="my-jatakam-title">
          {t("jatakam.title")}
        </Title>
        <Text size="sm">
          {t("jatakam.intro")}{" "}
          <Anchor component={Link} to="/privacy-settings">
            {t("privacy.openSettings")}
          </Anchor>
        </Text>
        {me.jatakam === null ? (
          <Text c="gray.7">{t("jatakam.none")}</Text>
        ) : (
          <JatakamLink jatakam={me.jatakam} lock={null} />
        )}
        <FileInput
          label={t("jatakam.choose")}
          placeholder={t("jatakam.choosePlaceholder")}
          accept={JATAKAM_ACCEPT}
          value={file}
          onChange={choose}
          error={problem}
          clearable
          disabled={busy}
          w="100%"
          maw={440}
        />
        <Group gap="sm">
          <Button onClick={() => void save()} disabled={file === null || problem !== null} loading={busy}>
            {t("jatakam.save")}
          </Button>
          {me.jatakam !== null && (
            <Button variant="default" c="red.9" onClick={() => void onRemove()} disabled={busy}>
              {t("jatakam.remove")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
