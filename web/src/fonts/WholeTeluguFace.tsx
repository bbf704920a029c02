import { useEffect } from "react";
import { upgradeTeluguFaceOnceUsed } from "./teluguFaceUpgrade";

/**
 * In the page's own Suspense boundary (SiteLayout): once the first page has been drawn, the whole Telugu
 * face may follow the first one (teluguFaceUpgrade.ts). Not sooner: on a member page the document's load
 * event comes before the page's code and words have arrived, and the face fetched then shared the line with
 * them (issue 18's bench: /home's words arrived later by the face's 64 KB).
 */
export function WholeTeluguFace(): null {
  useEffect(() => upgradeTeluguFaceOnceUsed(), []);
  return null;
}
