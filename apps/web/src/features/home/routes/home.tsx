// Home: hero, service tiles, subscription banner, carousel, plans, city call to action, why us, earn with us, news, stats.

import { formatLongDate } from '../../../components/format.ts';
import { Link } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { type HomeKey, homeText } from '../../../i18n/en/home.ts';
import { t } from '../../../i18n/t.ts';
import {
  ARTICLE_DATE,
  ARTICLE_SLUGS,
  articleImage,
  articlePath,
  articleTitleKey,
} from '../../content/articles-index.ts';
import { Carousel } from '../components/carousel.tsx';
import { Hero } from '../components/hero.tsx';
import { PlanList } from '../components/plan-list.tsx';
import { ServiceTiles } from '../components/service-tiles.tsx';
import { Stats } from '../components/stats.tsx';
import './home.css';

const WHY: { icon: string; title: HomeKey; text: HomeKey }[] = [
  { icon: 'why-doorstep', title: 'home.why1Title', text: 'home.why1Text' },
  { icon: 'why-transparent', title: 'home.why2Title', text: 'home.why2Text' },
  { icon: 'why-experts', title: 'home.why3Title', text: 'home.why3Text' },
  { icon: 'why-pay-later', title: 'home.why4Title', text: 'home.why4Text' },
];

export function Component() {
  usePageTitle(homeText('home.title'), homeText('meta.home'));
  return (
    <div className="home">
      <Hero />
      <ServiceTiles />
      <Banner
        id="subscription"
        image="subscription"
        to="/Subscription"
        title="home.subscriptionTitle"
        text="home.subscriptionText"
        cta="home.subscriptionCta"
      />
      <Carousel />
      <PlanList />
      <Banner
        id="city"
        image="city"
        to="/connect?topic=city"
        title="home.cityTitle"
        text="home.cityText"
        cta="home.cityCta"
      />
      <section className="section later" aria-labelledby="why-title">
        <h2 id="why-title">{homeText('home.whyTitle')}</h2>
        <ul className="why">
          {WHY.map((w) => (
            <li key={w.icon}>
              <img src={`/img/home/${w.icon}.svg`} alt="" width="64" height="64" loading="lazy" />
              <h3>{homeText(w.title)}</h3>
              <p>{homeText(w.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Banner id="earn" image="earn" to="/earn" title="home.earnTitle" text="home.earnText" cta="home.earnCta" />
      <section className="section later" aria-labelledby="news-title">
        <h2 id="news-title">{homeText('home.newsTitle')}</h2>
        <ul className="cards">
          {ARTICLE_SLUGS.slice(0, 3).map((slug) => (
            <li key={slug} className="card">
              <img src={articleImage(slug)} alt="" width="400" height="240" loading="lazy" />
              <div className="card__body">
                <p className="card__meta">{formatLongDate(ARTICLE_DATE)}</p>
                <h3>
                  <Link to={articlePath(slug)}>{t(articleTitleKey(slug))}</Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Stats />
    </div>
  );
}

/** A call-to-action band: picture, heading, one line and a button. */
function Banner(props: { id: string; image: string; to: string; title: HomeKey; text: HomeKey; cta: HomeKey }) {
  return (
    <section className={`banner banner--${props.id} later`} aria-labelledby={`${props.id}-title`}>
      <img src={`/img/home/${props.image}.svg`} alt="" width="400" height="300" loading="lazy" />
      <div>
        <h2 id={`${props.id}-title`}>{homeText(props.title)}</h2>
        <p>{homeText(props.text)}</p>
        <Link className="button button--light" to={props.to}>
          {homeText(props.cta)}
        </Link>
      </div>
    </section>
  );
}
