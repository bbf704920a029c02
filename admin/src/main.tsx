import { QueryClient } from "@tanstack/react-query";
import { ConvexReactClient } from "convex/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { config } from "./config";

// One Convex connection and one query cache for the page's lifetime (created outside React so that
// StrictMode's double rendering cannot open a second WebSocket).
const convex = new ConvexReactClient(config.convexUrl);
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Lists are live (dataProvider/live.ts): no refetch on focus; retry only what may be transient.
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && ((error as { status?: number }).status ?? 500) >= 500,
    },
  },
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
createRoot(root).render(
  <StrictMode>
    <App convex={convex} queryClient={queryClient} />
  </StrictMode>,
);
