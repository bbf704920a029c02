/** The app's prompts' frame: fixed at the foot of the screen over the page, so nothing below moves. */
import { Box, Paper } from "@mantine/core";
import type { ReactNode } from "react";

export function PromptBanner({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box pos="fixed" bottom={12} left={12} right={12} style={{ zIndex: 300 }}>
      <Paper role="region" aria-label={label} shadow="md" radius="md" p="sm" withBorder maw={480} mx="auto">
        {children}
      </Paper>
    </Box>
  );
}
