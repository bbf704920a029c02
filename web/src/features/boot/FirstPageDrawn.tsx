import { useEffect } from "react";
import { markFirstPageDrawn } from "./afterFirstPage";

/**
 * Last in the page's own Suspense boundary (SiteLayout): its effect runs once the first page has committed,
 * which lets what waits on afterFirstPage.ts start (the whole Telugu face's watcher, the menus' code).
 */
export function FirstPageDrawn(): null {
  useEffect(markFirstPageDrawn, []);
  return null;
}
