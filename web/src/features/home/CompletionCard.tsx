import { Button, FileButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { t } from "../../i18n";
import { usePhotoChoice } from "../photos/usePhotoChoice";
import { CompletionRing } from "./CompletionRing";

/**
 * Profile completion and, at 75%, the photo upload (SPEC §4), as one compact card: a line and a button,
 * so that on a phone the first match cards start on the first screen. Choosing a photo opens the rest of
 * the upload (preview, Save, Cancel) in the same card.
 */
export function CompletionCard({ completion, withUpload }: { completion: number; withUpload: boolean }) {
  const complete = completion >= 100;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="completion-label">
      {withUpload ? (
        <CompletionWithUpload completion={completion} />
      ) : (
        <CompletionLine
          completion={completion}
          hint={complete ? t("home.completionDone") : t("home.completionShortHint")}
        />
      )}
    </Paper>
  );
}

function CompletionLine({ completion, hint, action }: { completion: number; hint: string; action?: ReactNode }) {
  const complete = completion >= 100;
  return (
    <Group gap="sm" wrap="nowrap">
      <CompletionRing
        percent={completion}
        complete={complete}
        label={
          <Text ta="center" fw={700} size="xs" c={complete ? "green.9" : "pink.9"}>
            {t("home.completionValue", { percent: completion })}
          </Text>
        }
      />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} id="completion-label">
          {t("home.completionShort", { percent: completion })}
        </Text>
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

/** The line with an Add photo button; a chosen photo shows below with its preview, or why it is refused. */
function CompletionWithUpload({ completion }: { completion: number }) {
  const { file, problem, preview, uploading, choose, save, canSave } = usePhotoChoice();
  const chooseButton = (
    <FileButton onChange={choose} accept="image/*" disabled={uploading}>
      {(props) => (
        <Button {...props} size="sm" style={{ flexShrink: 0 }}>
          {t("home.addPhotoButton")}
        </Button>
      )}
    </FileButton>
  );
  return (
    <Stack gap="sm">
      <CompletionLine completion={completion} hint={t("home.completionShortHint")} action={chooseButton} />
      {file !== null && (
        <Stack gap="xs" aria-label={t("home.addPhotoTitle")} role="group">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {preview && <Image src={preview} alt={t("photo.previewAlt")} w={72} h={90} fit="cover" radius="sm" />}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {file.name}
              </Text>
              {problem ? (
                <Text size="sm" c="red.8" role="alert">
                  {problem}
                </Text>
              ) : (
                // While uploading, the toast says 'Uploading photo...' (SPEC §4) and Save spins.
                !uploading && (
                  <Text size="sm" c="gray.7">
                    {t("photo.readyToSave")}
                  </Text>
                )
              )}
            </Stack>
          </Group>
          <Group gap="sm">
            <Button size="sm" onClick={() => void save()} disabled={!canSave} loading={uploading}>
              {t("common.save")}
            </Button>
            <Button size="sm" variant="default" onClick={() => choose(null)} disabled={uploading}>
              {t("common.cancel")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
