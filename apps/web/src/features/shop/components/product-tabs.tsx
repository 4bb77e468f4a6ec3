// The product page's tabs: DESCRIPTION (its points, with Show/Hide Sub Points) and ADDITIONAL INFORMATION; the arrow
// keys move between them.
import type { Product } from '@motomitra/domain/catalogue';
import { useState } from 'react';
import { bookingText } from '../../../i18n/en/booking.ts';

/** `id` is the page's: the tabs' and panels' ids start with it. */
export function ProductTabs({ id, product }: { id: string; product: Product }) {
  const [tab, setTab] = useState<'description' | 'info'>('description');
  // Kept across the tabs: back on DESCRIPTION, the sub-points are as the customer left them.
  const [showSub, setShowSub] = useState(false);
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={bookingText('product.details')}>
        {(['description', 'info'] as const).map((k) => (
          <button
            key={k}
            id={`${id}-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`${id}-panel-${k}`}
            tabIndex={tab === k ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(k)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = k === 'description' ? 'info' : 'description';
                setTab(next);
                document.getElementById(`${id}-tab-${next}`)?.focus();
              }
            }}
          >
            {bookingText(k === 'description' ? 'product.tabDescription' : 'product.tabInfo')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel-${tab}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="tabs__panel">
        {tab === 'description' ? (
          <Description product={product} showSub={showSub} onToggle={() => setShowSub((s) => !s)} />
        ) : (
          <ul className="product__points">
            {(product.additional_info.length ? product.additional_info : [bookingText('product.ccNote')]).map(
              (line) => (
                <li key={line}>{line}</li>
              ),
            )}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The description's points; their sub-points on request. */
function Description({ product, showSub, onToggle }: { product: Product; showSub: boolean; onToggle(): void }) {
  return (
    <>
      {product.description.some((d) => d.sub_points.length > 0) && (
        <button type="button" className="button button--ghost button--small" aria-expanded={showSub} onClick={onToggle}>
          {bookingText(showSub ? 'product.hideSub' : 'product.showSub')}
        </button>
      )}
      <ul className="product__points">
        {product.description.map((d) => (
          <li key={d.main_point}>
            {d.main_point}
            {showSub && d.sub_points.length > 0 && (
              <ul>
                {d.sub_points.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
