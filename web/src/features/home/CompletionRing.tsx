import type { ReactNode } from "react";
import classes from "./CompletionRing.module.css";

const SIZE = 52;
const THICKNESS = 5;
/** Mantine's RingProgress geometry, which this replaces: the ring sits inside 90% of the box. */
const RADIUS = (SIZE * 0.9 - THICKNESS * 2) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The completion ring on /home: an SVG circle drawn to `percent`, with `label` in its middle. Not Mantine's
 * RingProgress: each of its curves mounts a floating tooltip, even without one, whose effect walks the
 * page's ancestors through getComputedStyle, a forced style pass in the first render of /home.
 */
export function CompletionRing({ percent, complete, label }: { percent: number; complete: boolean; label: ReactNode }) {
  const drawn = (Math.min(Math.max(percent, 0), 100) / 100) * CIRCUMFERENCE;
  return (
    <div className={classes.ring} data-complete={complete || undefined} aria-hidden>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} className={classes.svg}>
        <circle className={classes.track} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={THICKNESS} fill="none" />
        {drawn > 0 && (
          <circle
            className={classes.value}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            strokeWidth={THICKNESS}
            fill="none"
            strokeLinecap="round"
            strokeDasharray={`${drawn} ${CIRCUMFERENCE - drawn}`}
          />
        )}
      </svg>
      <div className={classes.label}>{label}</div>
    </div>
  );
}
