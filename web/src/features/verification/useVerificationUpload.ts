import { useAction, useMutation } from "convex/react";
import { useCallback, useState } from "react";
import {
  isVerificationFileType,
  VERIFICATION_FILE_MAX_BYTES,
  type IdDocumentType,
} from "@matrimony/shared/rules/idVerification";
import { api, type Id } from "../../convexApi";
import { errorMessage } from "../errors";
import { t, type MessageKey } from "../../i18n";

/**
 * The server's rules, checked before sending so nobody waits for an upload that will be refused (the server checks
 * again).
 */
export function checkVerificationFile(file: Pick<File, "type" | "size">): MessageKey | null {
  if (!isVerificationFileType(file.type)) return "idCheck.errorNotImage";
  if (file.size > VERIFICATION_FILE_MAX_BYTES) return "idCheck.errorTooLarge";
  return null;
}

async function post(uploadUrl: string, file: Blob): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  if (!response.ok) throw new Error(`upload answered ${String(response.status)}`);
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}

export type UploadOutcome = { ok: true } | { ok: false; error: string };

/**
 * Send an ID photo or a selfie to staff: a one-time upload URL (idVerification.generateUploadUrl), the file
 * POSTed to it, then idVerification.submit checks the stored file and queues it. The member gets no URL
 * back, only the state (idVerification.status, live).
 */
export function useVerificationUpload(kind: "id" | "photo"): {
  send: (file: File, documentType?: IdDocumentType) => Promise<UploadOutcome>;
  sending: boolean;
} {
  const generateUploadUrl = useMutation(api.idVerification.generateUploadUrl);
  const submit = useAction(api.idVerification.submit);
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (file: File, documentType?: IdDocumentType): Promise<UploadOutcome> => {
      const problem = checkVerificationFile(file);
      if (problem !== null) return { ok: false, error: t(problem) };
      setSending(true);
      try {
        const storageId = await post(await generateUploadUrl({ kind }), file);
        const result = await submit(
          documentType === undefined ? { kind, storageId } : { kind, storageId, documentType },
        );
        return result.ok ? { ok: true } : { ok: false, error: t(result.key as MessageKey) };
      } catch (error) {
        return { ok: false, error: errorMessage(error, t("idCheck.networkFailed")) };
      } finally {
        setSending(false);
      }
    },
    [generateUploadUrl, submit, kind],
  );
  return { send, sending };
}
