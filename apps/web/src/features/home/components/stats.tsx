// Statistics counters that count up on load (2 cities, 3000+ vehicles, 500+ renewals, 2500+ clients).

import { HOME_STATS } from '@motomitra/domain/constants';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/reduced-motion.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';

const STATS: { key: MessageKey; target: number; plus: boolean }[] = [
  { key: 'home.statCities', target: HOME_STATS.cities, plus: false },
  { key: 'home.statVehicles', target: HOME_STATS.vehiclesServiced, plus: true },
  { key: 'home.statInsurance', target: HOME_STATS.insuranceRenewals, plus: true },
  { key: 'home.statClients', target: HOME_STATS.happyClients, plus: true },
];
const DURATION_MS = 1600;

function useCountUp(enabled: boolean): number {
  const [progress, setProgress] = useState(enabled ? 0 : 1);
  useEffect(() => {
    if (!enabled) {
      setProgress(1);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / DURATION_MS);
      setProgress(1 - (1 - p) ** 3);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return progress;
}

export function Stats() {
  const reduced = usePrefersReducedMotion();
  const progress = useCountUp(!reduced);
  return (
    <section className="section stats" aria-labelledby="stats-title">
      <h2 id="stats-title">{t('home.statsTitle')}</h2>
      <dl className="stats__list">
        {STATS.map((s) => {
          const final = `${s.target.toLocaleString('en-IN')}${s.plus ? '+' : ''}`;
          const shown = Math.round(s.target * progress).toLocaleString('en-IN') + (s.plus && progress === 1 ? '+' : '');
          return (
            <div key={s.key} className="stats__item">
              <dt>{t(s.key)}</dt>
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
