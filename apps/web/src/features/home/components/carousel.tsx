// Image carousel: one slide at a time, autoplay every 2 s with a 500 ms slide, dots, endless loop.
// Autoplay stops under prefers-reduced-motion, while hovered or focused, and with the pause button.
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../components/reduced-motion.ts';
import { type HomeKey, homeText } from '../../../i18n/en/home.ts';
import './carousel.css';

const SLIDES: { image: string; text: HomeKey }[] = [
  { image: '/img/home/slide-pickup.svg', text: 'home.slide1' },
  { image: '/img/home/slide-service.svg', text: 'home.slide2' },
  { image: '/img/home/slide-delivery.svg', text: 'home.slide3' },
  { image: '/img/home/slide-yearly.svg', text: 'home.slide4' },
];
export const AUTOPLAY_MS = 2000;

export function Carousel() {
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = !reduced && !paused && !held;

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  return (
    <section
      className="carousel later"
      aria-roledescription="carousel"
      aria-label={homeText('home.carouselLabel')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="carousel__viewport">
        <ul className="carousel__track" data-slide={index} aria-live={playing ? 'off' : 'polite'}>
          {SLIDES.map((s, i) => (
            <li
              key={s.image}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${SLIDES.length}`}
              aria-hidden={i !== index}
            >
              <img src={s.image} alt="" width="800" height="300" loading="lazy" />
              <p className="carousel__caption">{homeText(s.text)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls">
        {!reduced && (
          <button type="button" className="carousel__toggle" onClick={() => setPaused((p) => !p)}>
            {paused ? homeText('home.play') : homeText('home.pause')}
          </button>
        )}
        <div className="carousel__dots">
          {SLIDES.map((s, i) => (
            <button
              key={s.image}
              type="button"
              className="carousel__dot"
              aria-label={homeText('home.slideDot', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
