// Statistics counters that count up (2 cities, 3000+ vehicles, 500+ renewals, 2500+ clients) when they come into view:
// on a phone they are far below the first screen, where counting would cost the page's first seconds and show nobody.

import { HOME_STATS } from '@motomitra/domain/constants';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/reduced-motion.ts';
import { type HomeKey, homeText } from '../../../i18n/en/home.ts';
import './stats.css';

const STATS: { key: HomeKey; target: number; plus: boolean }[] = [
  { key: 'home.statCities', target: HOME_STATS.cities, plus: false },
  { key: 'home.statVehicles', target: HOME_STATS.vehiclesServiced, plus: true },
  { key: 'home.statInsurance', target: HOME_STATS.insuranceRenewals, plus: true },
  { key: 'home.statClients', target: HOME_STATS.happyClients, plus: true },
];
const DURATION_MS = 1600;

/**
 * The targets as the server rendered them (and as a page without script keeps them); in the browser, from 0 up once
 * the block is first in view.
 */
function useCountUp(enabled: boolean, target: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element) {
      setProgress(1);
      return;
    }
    let frame = 0;
    const count = () => {
      const start = performance.now();
      const step = (now: number) => {
        const p = Math.min(1, (now - start) / DURATION_MS);
        setProgress(1 - (1 - p) ** 3);
        if (p < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      count();
    });
    seen.observe(element);
    return () => {
      seen.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enabled, target]);
  return progress;
}

export function Stats() {
  const reduced = usePrefersReducedMotion();
  const block = useRef<HTMLElement>(null);
  const progress = useCountUp(!reduced, block);
  return (
    <section ref={block} className="section stats later" aria-labelledby="stats-title">
      <h2 id="stats-title">{homeText('home.statsTitle')}</h2>
      <dl className="stats__list">
        {STATS.map((s) => {
          const final = `${s.target.toLocaleString('en-IN')}${s.plus ? '+' : ''}`;
          const shown = Math.round(s.target * progress).toLocaleString('en-IN') + (s.plus && progress === 1 ? '+' : '');
          return (
            <div key={s.key} className="stats__item">
              <dt>{homeText(s.key)}</dt>
              <dd data-final={final}>
                <span aria-hidden="true">{shown}</span>
                <span className="visually-hidden">{final}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
