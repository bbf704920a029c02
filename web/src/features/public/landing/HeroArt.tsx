/**
 * Two linked wedding rings under a garland arc, drawn in white lines: fills the hero's empty side on wide
 * screens for a few hundred bytes instead of a photo. Decorative, so hidden from screen readers.
 */
export function HeroArt() {
  return (
    <svg viewBox="0 0 320 260" width="100%" style={{ maxWidth: 380 }} aria-hidden="true" focusable="false">
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <path d="M30 70 Q160 -10 290 70" strokeWidth="2" opacity="0.55" strokeDasharray="2 10" />
        <circle cx="125" cy="160" r="62" strokeWidth="10" opacity="0.9" />
        <circle cx="195" cy="160" r="62" strokeWidth="10" opacity="0.75" />
        <path d="M160 56 l-9-9a6.5 6.5 0 0 1 9-9.4 6.5 6.5 0 0 1 9 9.4z" fill="#fff" stroke="none" opacity="0.95" />
      </g>
      <g fill="#fff" opacity="0.6">
        <circle cx="62" cy="52" r="4" />
        <circle cx="100" cy="35" r="3" />
        <circle cx="220" cy="35" r="3" />
        <circle cx="258" cy="52" r="4" />
      </g>
    </svg>
  );
}
