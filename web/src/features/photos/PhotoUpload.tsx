import { Button, FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { PHOTO_MAX_MB } from "@matrimony/shared/rules/photos";
import { t } from "../../i18n";
import { usePhotoChoice } from "./usePhotoChoice";

/** Choose an image, see it, then Save or Cancel (SPEC §4): the full form, on My Profile. */
export function PhotoUpload() {
  const { file, problem, preview, uploading, choose, save, canSave } = usePhotoChoice();
  return (
    <Stack gap="sm">
      <FileInput
        label={t("photo.chooseLabel")}
        description={t("photo.chooseHint", { mb: PHOTO_MAX_MB })}
        placeholder={t("photo.choosePlaceholder")}
        accept="image/*"
        value={file}
        onChange={choose}
        error={problem}
        clearable
        disabled={uploading}
        size="md"
        maw={440}
      />
      {preview && <Image src={preview} alt={t("photo.previewAlt")} w={160} h={200} fit="cover" radius="md" />}
      <Group gap="sm">
        <Button onClick={() => void save()} disabled={!canSave} loading={uploading}>
          {t("common.save")}
        </Button>
        <Button variant="default" onClick={() => choose(null)} disabled={file === null || uploading}>
          {t("common.cancel")}
        </Button>
      </Group>
      {canSave && !uploading && (
        <Text size="sm" c="gray.7">
          {t("photo.readyToSave")}
        </Text>
      )}
    </Stack>
  );
}
