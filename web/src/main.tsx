// Telugu script, self-hosted: the browser fetches the Telugu face only when Telugu text is on screen
// (its @font-face has a unicode-range), and shows the fallback font until it arrives (font-display: swap).
import "@fontsource-variable/noto-sans-telugu/wght.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { languageReady } from "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");
// In English at once; in Telugu once its core words have arrived, so no English flashes first.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
