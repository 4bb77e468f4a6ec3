// A list of label and value pairs: an order's facts, on the customer's order details and the operator's order page.
import type { ReactNode } from 'react';
import './booking-parts.css';

export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="details">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
