/**
 * The rows one transaction of a member's purge may still handle, shared by every part of the purge
 * (members/purge.ts, safety/safetyPurge.ts, conversations/purge.ts), so together they stay within it.
 */
export class PurgeBudget {
  constructor(public left: number) {}

  /** Acts on each row and spends them; true while the budget lasts (false: continue in a later transaction). */
  async step<T>(rows: T[], act: (row: T) => Promise<void>): Promise<boolean> {
    for (const row of rows) await act(row);
    this.left -= rows.length;
    return this.left > 0;
  }
}
