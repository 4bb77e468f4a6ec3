// Hero: the rotating tagline (every 1.5 s) and Book Now.
import { useEffect, useState } from 'react';
import { Link } from '../../../components/links.tsx';
import { usePrefersReducedMotion } from '../../../components/reduced-motion.ts';
import { homeText } from '../../../i18n/en/home.ts';
import './hero.css';

// In the page's language: taken at render, never when the module loads (the server renders every language).
const taglines = () => [homeText('home.tagline1'), homeText('home.tagline2'), homeText('home.tagline3')];
export const TAGLINE_MS = 1500;

export function Hero() {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % taglines().length), TAGLINE_MS);
    return () => window.clearInterval(id);
  }, [reduced]);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <h1 id="hero-title">{homeText('home.title')}</h1>
        <p className="hero__tagline">
          {homeText('home.heroLead')}{' '}
          {reduced ? (
            <strong>{taglines().join(', ')}</strong>
          ) : (
            <strong key={index} className="hero__word" data-testid="tagline">
              {taglines()[index]}
            </strong>
          )}{' '}
          {homeText('home.heroTrail')}
        </p>
        <p>{homeText('home.heroText')}</p>
        <Link to="/shop" className="button button--large">
          {homeText('home.bookNow')}
        </Link>
      </div>
      <img
        className="hero__image"
        src="/img/home/hero.svg"
        alt={homeText('home.heroAlt')}
        width="480"
        height="360"
        fetchPriority="high"
      />
    </section>
  );
}
