/** A small bar chart in SVG (registrations per day): no chart library for thirty bars. */
import { useTheme } from "@mui/material/styles";
import { useLayoutEffect, useRef, useState } from "react";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-02-05" → "5 Feb"; other labels as they are. */
function shortDay(label: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(label);
  return m ? `${String(Number(m[2]))} ${MONTHS[Number(m[1]) - 1] ?? ""}` : label;
}

export interface Bar {
  label: string;
  value: number;
}

/** The element's width in CSS pixels, followed as it resizes, so text in the SVG keeps its size on a phone. */
function useWidth<E extends Element>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const w = Math.round(element.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function BarChart({ bars, height = 180, title }: { bars: readonly Bar[]; height?: number; title: string }) {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>(600);
  const max = Math.max(1, ...bars.map((b) => b.value));
  // A date label about every 70 px, in whole weeks.
  const labelEvery = 7 * Math.max(1, Math.ceil((70 * bars.length) / Math.max(1, width) / 7));
  const top = 16;
  const bottom = 22;
  const left = 28;
  const plotHeight = height - top - bottom;
  const slot = (width - left) / Math.max(1, bars.length);
  const barWidth = Math.max(2, slot * 0.7);
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, Math.round(max / 2), max];
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        width="100%"
        height={height}
        role="img"
        aria-label={`${title}: ${String(total)} in total`}
        style={{ display: "block" }}
      >
        <title>{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width} y1={y(t)} y2={y(t)} stroke={theme.palette.divider} strokeWidth={1} />
            <text x={left - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill={theme.palette.text.secondary}>
              {t}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const x = left + i * slot + (slot - barWidth) / 2;
          const last = bars.length - 1;
          const showLabel = i === last || (i % labelEvery === 0 && last - i >= labelEvery / 2);
          return (
            <g key={b.label}>
              <rect
                x={x}
                y={y(b.value)}
                width={barWidth}
                height={Math.max(0, top + plotHeight - y(b.value))}
                rx={2}
                fill={theme.palette.primary.main}
              >
                <title>{`${b.label}: ${String(b.value)}`}</title>
              </rect>
              {showLabel && (
                <text
                  x={i === last ? x + barWidth : x + barWidth / 2}
                  y={height - 6}
                  fontSize={11}
                  textAnchor={i === last ? "end" : "middle"}
                  fill={theme.palette.text.secondary}
                >
                  {shortDay(b.label)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
