// The shop's texts: the services list and the category pages (part of the English catalogue; loads with them).
import { partTexts } from '../t.ts';

export const SHOP_EN = {
  'meta.shop':
    'Book bike and car servicing, breakdown help and yearly bike plans in Nagpur and Pune, priced for your vehicle, with doorstep pickup and drop.',
  'meta.bike':
    'Bike and scooter servicing, breakdown help and yearly bike plans in Nagpur and Pune, priced by engine size, with doorstep pickup and drop.',
  'meta.car':
    'Car servicing and breakdown help for hatchbacks, sedans and SUVs in Nagpur and Pune, priced by segment, with doorstep pickup and drop.',
  'shop.title': 'Services',
  'shop.filterLabel': 'Filter services by category',
  'shop.allCategories': 'All services',
  'shop.clear': 'Clear',
  'shop.empty': 'No services in this category yet.',
  'shop.selectOptions': 'Select Options',
  'shop.showing': 'Showing {count} services',
  'shop.showing#one': 'Showing {count} service',
  'productCategory.bike': 'Bike services',
  'productCategory.car': 'Car services',
  'reviews.title': 'What customers say',
  'reviews.none': 'No ratings yet.',
  'reviews.loadFailed': 'We could not load the reviews.',
  'reviews.stars': '{rating} out of 5',
  'reviews.formerCustomer': 'A former customer',
  'reviews.by': '{name}, {city} · {date}',
  'reviews.newer': 'Newer reviews',
  'reviews.older': 'Older reviews',
} as const;

/** A key of this part. */
export type ShopKey = keyof typeof SHOP_EN;

/** This part's texts, in the page's language: `shopText(key)`, `shopText.n(key, count)`. */
export const shopText = partTexts(SHOP_EN);
