import { Box, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { copy } from "../../copy";
import { ApprovalList } from "./ApprovalList";
import { ProfileChangeList } from "./ProfileChangeList";

type QueueTab = "profiles" | "changes";

/** The approvals queue: new profiles, and beside them approved members' changes that wait for review. */
export function ApprovalQueue() {
  const [tab, setTab] = useState<QueueTab>("profiles");
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, value: QueueTab) => setTab(value)} aria-label="Approvals" sx={{ px: 1 }}>
        <Tab value="profiles" label={copy.profileChanges.tabProfiles} />
        <Tab value="changes" label={copy.profileChanges.tabChanges} />
      </Tabs>
      {tab === "profiles" ? <ApprovalList /> : <ProfileChangeList />}
    </Box>
  );
}
