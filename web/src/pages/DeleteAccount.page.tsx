import { Button, Divider, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { AuthCard } from "../features/account/AuthCard";
import { DeleteAccountModal } from "../features/account/DeleteAccountModal";
import { DeletionExplainer } from "../features/account/DeletionExplainer";
import { DownloadMyData } from "../features/account/DownloadMyData";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/** /delete-account (SPEC §2, §4, §5, §8). Guarded by RequireMember in Router.tsx. */
export default function DeleteAccountPage() {
  const session = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  if (session.status !== "member") return <PageLoader />;
  const { profile } = session.me;
  return (
    <AuthCard title={t("deleteAccount.title")} width={560}>
      <Stack gap="lg">
        <Text size="lg" fw={600}>
          {t("deleteAccount.greeting", { name: profile.fullName })}
        </Text>
        <Text>{t("deleteAccount.intro")}</Text>
        <DeletionExplainer />
        <Divider />
        <Stack gap="xs">
          <Text>{t("deleteAccount.downloadHelp")}</Text>
          <DownloadMyData profileCode={profile.profileCode} />
        </Stack>
        <Button color="red" fullWidth onClick={open}>
          {t("deleteAccount.button")}
        </Button>
      </Stack>
      <DeleteAccountModal opened={opened} onClose={close} />
    </AuthCard>
  );
}
