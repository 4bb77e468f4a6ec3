// The reports' charts, drawn by visx (decision 0022): d3's scales and React's own SVG elements, so the same markup
// renders on the server, in a test's DOM and on a phone without a canvas, and only the reports' chunk carries it. Every
// chart is one `role="img"` with a label that says what it shows in a sentence, and the screen puts a table of the
// same numbers beside it. Sizes and colours are attributes and classes only: the shop's CSP allows no inline style.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import type { ReactNode } from 'react';

/** One column or bar: what it is called and its value. */
export type ChartPoint = { label: string; value: number };

/** The drawing's own units; the SVG stretches to the width it is given (a 360 px phone or a desktop card). */
const WIDTH = 1000;
const HEIGHT = 240;
/** A row of the horizontal bars, in its own units (it stretches to the row's width). */
const ROW = { width: 100, height: 14 };

/** The highest value, or 0 for none (an empty range draws an empty chart). */
const highest = (points: ChartPoint[]) => Math.max(0, ...points.map((p) => p.value));

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
  const max = highest(props.points);
  // A day a band; the gap between columns goes once they would be thinner than it (a year's days).
  const x = scaleBand<string>({
    domain: props.points.map((p) => p.label),
    range: [0, WIDTH],
    padding: props.points.length > 60 ? 0 : 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [HEIGHT, 4] });
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
          <Line className="report-chart__axis" from={{ x: 0, y: HEIGHT }} to={{ x: WIDTH, y: HEIGHT }} />
          <Group>
            {props.points.map((p) => (
              <Bar
                key={p.label}
                className="report-chart__bar"
                x={x(p.label) ?? 0}
                y={y(p.value)}
                width={Math.max(1, x.bandwidth())}
                height={HEIGHT - y(p.value)}
              />
            ))}
          </Group>
        </svg>
        <span className="report-chart__ends" aria-hidden="true">
          <span>{props.points[0]?.label ?? ''}</span>
          <span>{props.points.at(-1)?.label ?? ''}</span>
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
  const max = props.max ?? highest(props.points);
  const length = scaleLinear<number>({ domain: [0, max || 1], range: [0, ROW.width], clamp: true });
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
              height={ROW.height}
              viewBox={`0 0 ${ROW.width} ${ROW.height}`}
              preserveAspectRatio="none"
            >
              <Bar className="report-bars__bg" x={0} y={0} width={ROW.width} height={ROW.height} />
              <Bar className="report-chart__bar" x={0} y={0} width={length(p.value)} height={ROW.height} />
            </svg>
            <span className="report-bars__value">{props.format(p.value)}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
