import { Container, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { ProfileEditForm } from "../features/profile/ProfileEditForm";
import { PendingChangeNotice } from "../features/profile/PendingChangeNotice";
import { ProfileHeader } from "../features/profile/ProfileHeader";
import { ProfileView } from "../features/profile/ProfileView";
import { PageLoader } from "../features/session/guards";
import { useSession } from "../features/session/useSession";
import { t } from "../i18n";

/**
 * /profile (SPEC §2, §4): my profile in view mode, and edit mode toggled by Edit Profile, Save and Cancel.
 * Open to members awaiting approval too: it is where the verification notice sends them.
 */
export default function ProfilePage() {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  if (session.status === "loading") return <PageLoader />;
  if (session.status !== "member") {
    return (
      <Container size="sm" py="xl">
        <Text size="lg" role="alert">
          {t("profile.notFound")}
        </Text>
      </Container>
    );
  }
  const { me } = session;
  const stopEditing = () => {
    setEditing(false);
    // Back to the top of a long form, below the sticky navbar.
    top.current?.scrollIntoView({ block: "start" });
  };
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" ref={top} style={{ scrollMarginTop: 80 }}>
        <ProfileHeader me={me} editing={editing} onEdit={() => setEditing(true)} />
        <PendingChangeNotice me={me} />
        {editing ? <ProfileEditForm me={me} onDone={stopEditing} /> : <ProfileView me={me} />}
      </Stack>
    </Container>
  );
}
