import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { deleteAccountSchema, firstError } from "@matrimony/shared/schemas";
import { api } from "../../convexApi";
import { useAuth } from "../auth";
import { errorMessage } from "../errors";
import { localizeText, t } from "../../i18n";
import { clearFormError, toastError, toastSuccess } from "./feedback";
import { accountDeletion } from "./accountDeletion";
import { PasswordField } from "./PasswordField";
import { Notice } from "./Notice";

const FORM_ID = "delete-account";

/**
 * SPEC §4 delete account modal: a password, Yes and No. Yes re-checks the password, deletes the member's
 * data while still signed in, then the login, and goes to /. No (or closing) clears the password.
 * A missing password shows on the field only: a toast on a phone would sit near the Yes and No buttons.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const deleteMyAccount = useMutation(api.members.deleteMyAccount);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setPassword("");
    setFieldError(null);
    setFailure(null);
    clearFormError(FORM_ID);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    const missing = firstError(deleteAccountSchema.safeParse({ password }));
    if (missing) {
      setFieldError(localizeText(missing.message));
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    accountDeletion.start();
    let profileRemoved = false;
    try {
      await auth.deleteAccount(password, async () => {
        await deleteMyAccount({ confirm: true });
        profileRemoved = true;
      });
    } catch (error) {
      const message = t("deleteAccount.failed", { error: errorMessage(error, t("common.somethingWrong")) });
      setFailure(message);
      setBusy(false);
      // Also as a toast: once the profile is gone this page cannot stay, so the toast is what remains.
      toastError(message, FORM_ID);
      if (profileRemoved) {
        accountDeletion.done();
        navigate("/", { replace: true });
      } else accountDeletion.abort();
      return;
    }
    clearFormError(FORM_ID);
    toastSuccess(t("deleteAccount.success"));
    accountDeletion.done();
    navigate("/", { replace: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("deleteAccount.modalTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Text>{t("deleteAccount.modalText")}</Text>
          {failure && (
            <Notice color="red" role="alert">
              {failure}
            </Notice>
          )}
          <PasswordField
            ref={passwordRef}
            label={t("login.password")}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Group grow>
            <Button variant="default" onClick={close} disabled={busy}>
              {t("common.no")}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t("common.yes")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
