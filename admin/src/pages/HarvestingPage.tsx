import { Box, Button, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Loading, Title, useNotify } from "react-admin";
import { Link } from "react-router-dom";
import { ReasonDialog } from "../components/ReasonDialog";
import type { Harvesting } from "../dataProvider";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";
import { STATUS_LABELS } from "../format";

const QUERY_KEY = ["harvesting"] as const;
type HarvestingMember = Harvesting["members"][number];

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
          {view.members.length === 0 ? (
            <Typography sx={{ mt: 1 }}>Nobody right now.</Typography>
          ) : (
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small" aria-label="Members collecting numbers">
                <TableHead>
                  <TableRow>
                    <TableCell>Member</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Reveals (24 h)</TableCell>
                    <TableCell>Limits hit</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.members.map((m) => (
                    <TableRow key={m._id}>
                      <TableCell>
                        <MuiLink component={Link} to={`/members/${m._id}/show`} underline="hover">
                          {m.fullName}
                        </MuiLink>{" "}
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }}>
                          {m.profileCode}
                        </Typography>
                      </TableCell>
                      <TableCell>{STATUS_LABELS[m.status]}</TableCell>
                      <TableCell align="right">
                        {m.revealsLastDay}
                        {m.atRevealCap ? " (cap)" : ""}
                      </TableCell>
                      <TableCell>{m.limited.join(", ") || "—"}</TableCell>
                      <TableCell>
                        {m.status !== "suspended" && (
                          <Button size="small" color="error" onClick={() => setSuspending(m)}>
                            Suspend
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Agents opening full contacts
          </Typography>
          {view.agents.length === 0 ? (
            <Typography sx={{ mt: 1 }}>No full contacts opened in the last 7 days.</Typography>
          ) : (
            <Box sx={{ overflowX: "auto" }}>
              <Table size="small" aria-label="Agents opening full contacts">
                <TableHead>
                  <TableRow>
                    <TableCell>Agent</TableCell>
                    <TableCell align="right">Last 24 h</TableCell>
                    <TableCell align="right">Last 7 days</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.agents.map((a) => (
                    <TableRow key={a.email}>
                      <TableCell sx={{ overflowWrap: "anywhere" }}>
                        {a.email}
                        {a.limited ? " (limit reached)" : ""}
                      </TableCell>
                      <TableCell align="right">{a.contactViewsLastDay}</TableCell>
                      <TableCell align="right">{a.contactViewsLastWeek}</TableCell>
                      <TableCell>
                        <Button size="small" color="error" onClick={() => void removeAgent(a.email)}>
                          Remove from staff
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
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
