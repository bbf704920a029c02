import { Button, FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { PHOTO_MAX_MB } from "@matrimony/shared/rules/photos";
import { t } from "../../i18n";
import { checkPhotoFile } from "./checkPhotoFile";
import { usePhotoUpload } from "./usePhotoUpload";

/** A local preview of the chosen file (none in browsers, or tests, without object URLs). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Choose an image, see it, then Save or Cancel (SPEC §4). */
export function PhotoUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { upload, uploading } = usePhotoUpload();
  const preview = usePreview(problem === null ? file : null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const issue = chosen === null ? null : checkPhotoFile(chosen);
    setProblem(issue === null ? null : t(issue));
  };

  const save = async () => {
    if (file === null || problem !== null) return;
    if (await upload(file)) choose(null);
  };

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
      {preview && (
        <Image src={preview} alt={t("photo.previewAlt")} w={160} h={200} fit="cover" radius="md" />
      )}
      <Group gap="sm">
        <Button onClick={() => void save()} disabled={file === null || problem !== null} loading={uploading}>
          {t("common.save")}
        </Button>
        <Button variant="default" onClick={() => choose(null)} disabled={file === null || uploading}>
          {t("common.cancel")}
        </Button>
      </Group>
      {file !== null && problem === null && !uploading && (
        <Text size="sm" c="gray.7">
          {t("photo.readyToSave")}
        </Text>
      )}
    </Stack>
  );
}
