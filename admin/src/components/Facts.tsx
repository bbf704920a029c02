import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

export type Fact = [label: string, value: ReactNode];

/** Label and value pairs in a responsive grid (a member's profile sections). */
export function Facts({ title, facts }: { title?: string; facts: Fact[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(3, 1fr)", lg: "repeat(4, 1fr)" },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value === null || value === undefined || value === "" ? "—" : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
