import { Box, Button, Card, CardContent, Link as MuiLink, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Loading, Title, useNotify } from "react-admin";
import { Link } from "react-router-dom";
import { ReasonDialog } from "../components/ReasonDialog";
import { type Column, SimpleTable } from "../components/SimpleTable";
import type { Harvesting } from "../dataProvider";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";
import { STATUS_LABELS } from "../format";

const QUERY_KEY = ["harvesting"] as const;
type HarvestingMember = Harvesting["members"][number];
type HarvestingAgent = Harvesting["agents"][number];

/**
 * Who collects contact details (admins only): members by numbers revealed in the last day and members
 * held by a rate limit, and agents by the full contacts they opened. Suspending a member and removing an
 * agent from staff are audited by their own actions.
 */
export function HarvestingPage() {
  const data = useConsoleData();
  const notify = useNotify();
  const client = useQueryClient();
  const { data: view, error } = useQuery({ queryKey: QUERY_KEY, queryFn: () => data.harvesting() });
  const [suspending, setSuspending] = useState<HarvestingMember | null>(null);
  if (error) return <Typography color="error">{messageOf(error)}</Typography>;
  if (!view) return <Loading />;
  const refresh = () => void client.invalidateQueries({ queryKey: QUERY_KEY });
  const removeAgent = async (email: string) => {
    try {
      await data.delete("staff", { id: email, previousData: { id: email } });
      notify(`${email} is no longer staff.`, { type: "success" });
      refresh();
    } catch (e) {
      notify(messageOf(e), { type: "error" });
    }
  };
  const memberColumns: Column<HarvestingMember>[] = [
    {
      label: "Member",
      render: (m) => (
        <>
          <MuiLink component={Link} to={`/members/${m._id}/show`} underline="hover">
            {m.fullName}
          </MuiLink>{" "}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
            {m.profileCode}
          </Typography>
        </>
      ),
    },
    { label: "Status", render: (m) => STATUS_LABELS[m.status] },
    { label: "Reveals (24 h)", align: "right", render: (m) => `${m.revealsLastDay}${m.atRevealCap ? " (cap)" : ""}` },
    { label: "Conversations started (7 days)", align: "right", render: (m) => String(m.conversationsStartedThisWeek) },
    { label: "Limits hit", render: (m) => m.limited.join(", ") || "—" },
    {
      label: "",
      render: (m) =>
        m.status !== "suspended" && (
          <Button size="small" color="error" onClick={() => setSuspending(m)}>
            Suspend
          </Button>
        ),
    },
  ];
  const agentColumns: Column<HarvestingAgent>[] = [
    {
      label: "Agent",
      render: (a) => <Box sx={{ overflowWrap: "anywhere" }}>{`${a.email}${a.limited ? " (limit reached)" : ""}`}</Box>,
    },
    { label: "Last 24 h", align: "right", render: (a) => a.contactViewsLastDay },
    { label: "Last 7 days", align: "right", render: (a) => a.contactViewsLastWeek },
    {
      label: "",
      render: (a) => (
        <Button size="small" color="error" onClick={() => void removeAgent(a.email)}>
          Remove from staff
        </Button>
      ),
    },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: "grid", gap: 2 }}>
      <Title title="Harvesting" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Members collecting numbers
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Revealed {view.revealCap} or close to it in the last 24 hours, or held by a page or upload limit now.
          </Typography>
          <SimpleTable
            label="Members collecting numbers"
            rows={view.members}
            columns={memberColumns}
            empty="Nobody right now."
            rowKey={(m) => m._id}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Agents opening full contacts
          </Typography>
          <SimpleTable
            label="Agents opening full contacts"
            rows={view.agents}
            columns={agentColumns}
            empty="No full contacts opened in the last 7 days."
            rowKey={(a) => a.email}
          />
        </CardContent>
      </Card>
      <ReasonDialog
        open={suspending !== null}
        title={`Suspend ${suspending?.fullName ?? ""}?`}
        label="Reason (the member reads it)"
        confirmLabel="Suspend"
        onClose={() => setSuspending(null)}
        onConfirm={async (reason) => {
          if (suspending === null) return;
          await data.suspend(suspending._id, reason);
          notify(`${suspending.fullName} is suspended.`, { type: "success" });
          refresh();
        }}
      />
    </Box>
  );
}
