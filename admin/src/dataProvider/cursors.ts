/**
 * Convex pages by cursor, react-admin by page number. For each list view (resource, filter, sort and page
 * size) this remembers where each page starts: page 1 at the null cursor, page N at the continueCursor
 * with which page N-1 ended. A page reached without its predecessor (a bookmarked ?page=4) is found by
 * walking forward from the last page whose start is known.
 */
export class CursorStore {
  private readonly views = new Map<string, Map<number, string | null>>();

  constructor(private readonly maxViews = 200) {}

  /** The known page nearest to `page` from below, and where it starts. */
  nearest(view: string, page: number): { page: number; cursor: string | null } {
    const starts = this.views.get(view);
    for (let p = page; p > 1; p--) {
      const cursor = starts?.get(p);
      if (cursor !== undefined) return { page: p, cursor };
    }
    return { page: 1, cursor: null };
  }

  /** Page `page` starts at `cursor`; if that moved, the later pages' starts are forgotten. */
  setStart(view: string, page: number, cursor: string): void {
    let starts = this.views.get(view);
    if (starts === undefined) {
      if (this.views.size >= this.maxViews) {
        const oldest = this.views.keys().next().value;
        if (oldest !== undefined) this.views.delete(oldest);
      }
      starts = new Map();
      this.views.set(view, starts);
    }
    if (starts.get(page) === cursor) return;
    for (const p of [...starts.keys()]) if (p > page) starts.delete(p);
    starts.set(page, cursor);
  }

  clear(): void {
    this.views.clear();
  }
}
