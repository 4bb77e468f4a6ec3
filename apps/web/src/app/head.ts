// The <head> of a server-rendered page: its title and description, canonical link, link-preview (Open Graph) tags and,
// on the home and shop pages, schema.org structured data (AutoRepair with its services and offers in INR).
import type { Product } from '@motomitra/domain/catalogue';
import { CITIES, CITY_LABELS } from '@motomitra/domain/constants';
import { LANGUAGES, type Language, localizedPath } from '@motomitra/domain/language';
import { formatRupees } from '@motomitra/domain/money';
import type { Site } from '@motomitra/domain/site';
import { homeText } from '../i18n/en/home.ts';
import { shopText } from '../i18n/en/shop.ts';
import { categoryLabel, t } from '../i18n/t.ts';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export type HeadInput = {
  site: Site;
  publicUrl: string;
  /** The page's path, without query: its canonical address. */
  pathname: string;
  /** The page's language: its canonical address is the one in that language, and it names the others. */
  language: Language;
  title?: string;
  description?: string;
  /** Not a page to list in search results (not found, logged-in screens). */
  noindex: boolean;
  /** The bookable services, for the structured data of the home and shop pages. */
  services?: Product[];
};

export function headHtml(input: HeadInput): string {
  const { site, publicUrl } = input;
  const brand = site.brandName;
  const title = input.title ? `${input.title} | ${brand}` : t('meta.defaultTitle', { brand });
  const description = input.description ?? homeText('meta.home');
  const url = `${publicUrl}${localizedPath(input.pathname, input.language)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (input.noindex) tags.push('<meta name="robots" content="noindex">');
  else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      // The page in each language, and English for a visitor whose language is none of ours (decision 0012).
      ...LANGUAGES.map(
        (l) =>
          `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${publicUrl}${localizedPath(input.pathname, l)}`)}">`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${input.pathname}`)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="${escapeHtml(brand)}">`,
      `<meta property="og:title" content="${escapeHtml(input.title ?? title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta property="og:image" content="${escapeHtml(`${publicUrl}/img/og.jpg`)}">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      `<meta property="og:locale" content="${input.language}_IN">`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  }
  if (input.services) {
    // JSON in a non-executable block; `<` escaped so no text can close it.
    const json = JSON.stringify(autoRepair(site, publicUrl, input.services)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** schema.org AutoRepair: the business, where it works, and each bookable service with its starting price in INR. */
export function autoRepair(site: Site, publicUrl: string, services: Product[]) {
  const priced = services.filter((s) => s.price_tag !== null);
  const prices = priced.map((s) => s.price_tag as number);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${publicUrl}/#business`,
    name: site.brandName,
    url: `${publicUrl}/`,
    image: `${publicUrl}/img/og.jpg`,
    logo: `${publicUrl}/img/icons/icon-512.png`,
    telephone: site.supportPhone.replace(/[^+0-9]/g, ''),
    description: homeText('meta.home'),
    address: { '@type': 'PostalAddress', addressRegion: 'Maharashtra', addressCountry: 'IN' },
    areaServed: CITIES.map((c) => ({ '@type': 'City', name: CITY_LABELS[c] })),
    currenciesAccepted: 'INR',
    paymentAccepted: 'UPI, NEFT, IMPS, Credit Card, Debit Card, Cash',
    ...(prices.length > 0
      ? { priceRange: `${formatRupees(Math.min(...prices))}–${formatRupees(Math.max(...prices))}` }
      : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: shopText('shop.title'),
      itemListElement: priced.map((s) => ({
        '@type': 'Offer',
        price: String(s.price_tag),
        priceCurrency: 'INR',
        // The price is where the service starts: it depends on the vehicle and the city.
        priceSpecification: { '@type': 'PriceSpecification', minPrice: s.price_tag, priceCurrency: 'INR' },
        url: `${publicUrl}/shop`,
        itemOffered: {
          '@type': 'Service',
          name: s.product_name,
          serviceType: categoryLabel(s.category),
          description: s.description.map((d) => d.main_point).join('. '),
          areaServed: CITIES.map((c) => CITY_LABELS[c]).join(', '),
          // Customers' ratings of the service, once it has some.
          ...(s.rating?.count && s.rating.average !== null
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: s.rating.average,
                  reviewCount: s.rating.count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
        },
      })),
    },
  };
}
