/** Guna points as panchangams print them: 1½, not 1.5. */
export function formatGunas(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? "½" : `${String(whole)}½`;
}
