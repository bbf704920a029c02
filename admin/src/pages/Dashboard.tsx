import { Box, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Loading, Title } from "react-admin";
import { Link, Navigate } from "react-router-dom";
import { BarChart } from "../components/BarChart";
import { copy } from "../copy";
import { dashboardQueryKey } from "../dataProvider";
import { messageOf, useConsoleData } from "../dataProvider/useConsole";
import { formatCount, formatRupees, STATUS_LABELS } from "../format";
import { useRole } from "../permissions";

function Figure({ label, value, sub, to }: { label: string; value: string; sub?: ReactNode; to?: string }) {
  const body = (
    <CardContent>
      <Typography variant="overline" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      {sub && (
        <Typography variant="body2" color="text.secondary" component="div">
          {sub}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

export function DashboardView() {
  const data = useConsoleData();
  const { data: d, error } = useQuery({ queryKey: dashboardQueryKey, queryFn: () => data.dashboard() });
  if (error) return <Typography color="error">{messageOf(error)}</Typography>;
  if (!d) return <Loading />;
  const capped = new Set(d.capped);
  const n = (key: string, value: number) => `${formatCount(value)}${capped.has(key) ? "+" : ""}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={copy.dashboard.title} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(4, 1fr)" } }}>
        <Figure
          label={copy.dashboard.pending}
          value={n("byStatus.pending", d.pending)}
          to="/approvals"
          sub="Open the queue"
        />
        <Figure label={copy.dashboard.premium} value={n("premium", d.premium)} />
        <Figure
          label={copy.dashboard.openReports}
          value={n("openReports", d.openReports)}
          to="/reports"
          sub="Open the queue"
        />
        <Figure
          label={copy.dashboard.openSafety}
          value={n("openSafety", d.openSafety)}
          to="/safety"
          sub="Open the queue"
        />
        <Figure
          label={copy.dashboard.openVerifications}
          value={n("openVerifications", d.openVerifications)}
          to="/verifications"
          sub="Open the queue"
        />
        <Figure
          label={copy.dashboard.revenue}
          value={`${formatRupees(d.revenueThisMonthPaise)}${capped.has("revenueThisMonthPaise") ? "+" : ""}`}
          sub={copy.dashboard.payments(d.paymentsThisMonth)}
          to="/payments"
        />
        <Card variant="outlined">
          <CardActionArea component={Link} to="/members" sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="overline" color="text.secondary" component="h2">
                {copy.dashboard.byStatus}
              </Typography>
              {(["approved", "pending", "rejected", "suspended"] as const).map((status) => (
                <Box key={status} sx={{ display: "flex", justifyContent: "space-between" }}>
                  <Typography variant="body2">{STATUS_LABELS[status]}</Typography>
                  <Typography variant="body2" fontWeight={600}>
                    {n(`byStatus.${status}`, d.byStatus[status])}
                  </Typography>
                </Box>
              ))}
            </CardContent>
          </CardActionArea>
        </Card>
      </Box>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h2">
            {copy.dashboard.registrations}
          </Typography>
          <BarChart
            title={copy.dashboard.registrations}
            bars={d.registrationsPerDay.map((r) => ({ label: r.date, value: r.count }))}
          />
        </CardContent>
      </Card>
    </Box>
  );
}

/** "/": the dashboard for admins; support agents start at the lookup. */
export function Dashboard() {
  const { role, isLoading } = useRole();
  if (isLoading) return <Loading />;
  if (role !== "admin") return <Navigate to="/lookup" replace />;
  return <DashboardView />;
}
