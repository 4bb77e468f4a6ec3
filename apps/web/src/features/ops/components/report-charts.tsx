// The reports' charts, drawn as plain SVG by React (decision 0022: no chart library; a few rectangles need none, and
// the same markup renders on the server, in a test's DOM and on a phone without a canvas). Every chart is one
// `role="img"` with a label that says what it shows in a sentence, and the screen puts a table of the same numbers
// beside it. Sizes and colours are attributes and classes only: the shop's CSP allows no inline style.
import type { ReactNode } from 'react';

/** One column or bar: what it is called and its value. */
export type ChartPoint = { label: string; value: number };

/** The drawing's own units; the SVG stretches to the width it is given (a 360 px phone or a desktop card). */
const WIDTH = 1000;
const HEIGHT = 240;

/**
 * Columns over time (a day each): bookings or revenue per day. The highest value and the first and last days are
 * written beside the drawing as text, which a stretched SVG would distort.
 */
export function ColumnChart(props: {
  points: ChartPoint[];
  /** One sentence for screen readers: what the chart shows and its main numbers. */
  summary: string;
  /** How a value reads (₹ for money). */
  format: (value: number) => string;
  /** The colour's class: report-chart--bookings, --revenue. */
  tone: string;
  caption: ReactNode;
}) {
  const max = Math.max(0, ...props.points.map((p) => p.value));
  const slot = WIDTH / Math.max(1, props.points.length);
  const gap = props.points.length > 60 ? 0 : slot * 0.2;
  const first = props.points[0]?.label ?? '';
  const last = props.points.at(-1)?.label ?? '';
  return (
    <figure className={`report-chart ${props.tone}`}>
      <figcaption className="report-chart__caption">{props.caption}</figcaption>
      <div className="report-chart__frame">
        <span className="report-chart__max" aria-hidden="true">
          {props.format(max)}
        </span>
        <svg
          className="report-chart__svg"
          role="img"
          aria-label={props.summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="160"
        >
          <line className="report-chart__axis" x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
          {props.points.map((p, i) => {
            const h = max > 0 ? (p.value / max) * (HEIGHT - 4) : 0;
            return (
              <rect
                key={p.label}
                className="report-chart__bar"
                x={i * slot + gap / 2}
                y={HEIGHT - h}
                width={Math.max(1, slot - gap)}
                height={h}
              />
            );
          })}
        </svg>
        <span className="report-chart__ends" aria-hidden="true">
          <span>{first}</span>
          <span>{last}</span>
        </span>
      </div>
    </figure>
  );
}

/**
 * Horizontal bars, one a row, with its label and value as text: the mix by service or city, the fill of each slot.
 * `max` fixes the scale (100 for percentages); by default the largest value fills the row.
 */
export function BarChart(props: {
  points: ChartPoint[];
  summary: string;
  format: (value: number) => string;
  tone: string;
  caption: ReactNode;
  max?: number;
}) {
  const max = props.max ?? Math.max(0, ...props.points.map((p) => p.value));
  return (
    <figure className={`report-chart ${props.tone}`}>
      <figcaption className="report-chart__caption">{props.caption}</figcaption>
      <div className="report-bars" role="img" aria-label={props.summary}>
        {props.points.map((p) => (
          <div key={p.label} className="report-bars__row">
            <span className="report-bars__label">{p.label}</span>
            <svg
              aria-hidden="true"
              className="report-bars__track"
              width="100%"
              height="14"
              viewBox="0 0 100 14"
              preserveAspectRatio="none"
            >
              <rect className="report-bars__bg" x="0" y="0" width="100" height="14" />
              <rect
                className="report-chart__bar"
                x="0"
                y="0"
                width={max > 0 ? Math.min(100, (p.value / max) * 100) : 0}
                height="14"
              />
            </svg>
            <span className="report-bars__value">{props.format(p.value)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
