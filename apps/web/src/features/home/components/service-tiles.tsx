// Service tiles: each bookable line opens /shop with the line chosen (/shop?category=…); insurance and RTO ask for a
// call back about them (/connect?topic=…); breakdown dials support.

import { ENQUIRY_LINES, SERVICE_LINES, type ServiceLine } from '@motomitra/domain/constants';
import { telHref } from '@motomitra/domain/site';
import { Link } from '../../../components/links.tsx';
import { site } from '../../../components/site.ts';
import { type HomeKey, homeText } from '../../../i18n/en/home.ts';
import './service-tiles.css';

const LINE_IMAGES: Record<ServiceLine, string> = {
  Bike: '/img/lines/two-wheeler-servicing.svg',
  Car: '/img/lines/four-wheeler-servicing.svg',
  Breakdown: '/img/lines/breakdown-assistance.svg',
  'Bike Yearly': '/img/lines/yearly-bike-plan.svg',
  Insurance: '/img/lines/insurance-renewal.svg',
  RTO: '/img/lines/rto-assistance.svg',
};

export function ServiceTiles() {
  return (
    <section className="section" aria-labelledby="services-title">
      <h2 id="services-title">{homeText('home.servicesTitle')}</h2>
      <ul className="tiles">
        {SERVICE_LINES.map((line) => {
          const name = homeText(`home.tile.${line}` as HomeKey);
          const enquiry = ENQUIRY_LINES.includes(line);
          return (
            <li key={line} className="tile">
              <img src={LINE_IMAGES[line]} alt="" width="400" height="300" loading="lazy" />
              <h3>{name}</h3>
              <div className="tile__actions">
                {line === 'Breakdown' && (
                  <a className="button button--small" href={telHref(site.supportPhone)}>
                    {homeText('home.tileCall')}
                    <span className="visually-hidden">: {name}</span>
                  </a>
                )}
                {enquiry ? (
                  <Link className="button button--small button--ghost" to={`/connect?topic=${line.toLowerCase()}`}>
                    {homeText('home.tileEnquire')}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                ) : (
                  <Link className="button button--small button--ghost" to={`/shop?category=${line}`}>
                    {homeText('home.tileShop')}
                    <span className="visually-hidden">: {name}</span>
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
