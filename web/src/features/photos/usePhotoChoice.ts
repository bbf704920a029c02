import { useEffect, useState } from "react";
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

/**
 * The photo upload's steps (SPEC §4), for every way of showing them: choose a file (checked here before
 * anything is sent), see it, then `save` or `choose(null)` to cancel.
 */
export function usePhotoChoice() {
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

  return { file, problem, preview, uploading, choose, save, canSave: file !== null && problem === null };
}
