// The home page's texts (part of the English catalogue; loads with the home page).
import { partTexts } from '../t.ts';

export const HOME_EN = {
  'home.title': 'Bike and car servicing at your doorstep',
  'meta.home':
    'Doorstep bike and car servicing in Nagpur and Pune: we pick up your vehicle, service it at a trusted garage, bring it back, and you pay when the work is done.',
  'home.heroLead': 'Your',
  'home.heroTrail': 'vehicle service partner in Nagpur and Pune.',
  'home.heroText':
    'We pick up your bike or car, service it at a trusted garage and bring it back. You pay only when the work is done.',
  'home.tagline1': 'Innovative',
  'home.tagline2': 'Reliable',
  'home.tagline3': 'Trustworthy',
  'home.bookNow': 'Book Now',
  'home.heroAlt': 'A mechanic servicing a scooter next to a car',
  'home.servicesTitle': 'Our services',
  'home.tile.Bike': 'Two-wheeler servicing',
  'home.tile.Car': 'Four-wheeler servicing',
  'home.tile.Breakdown': 'Breakdown Assistance',
  'home.tile.Bike Yearly': 'Yearly bike plan',
  'home.tile.Insurance': 'Insurance renewal',
  'home.tile.RTO': 'RTO assistance',
  'home.tileShop': 'See plans',
  'home.tileCall': 'Call now',
  'home.tileEnquire': 'Request a call back',
  'home.planFrom': 'from {price}',
  'home.planShop': 'See services',
  'home.subscriptionTitle': 'Yearly plans for your bike or car',
  'home.subscriptionText':
    'One yearly price for the services your plan includes, a discount on extra work, free pickup and drop and breakdown help.',
  'home.subscriptionCta': 'Know more',
  'home.carouselLabel': 'How it works',
  'home.slide1': 'We pick up your vehicle from your home or office',
  'home.slide2': 'Trained mechanics service it with genuine parts',
  'home.slide3': 'We drop it back, washed and ready',
  'home.slide4': 'Yearly plans keep your bike in shape all year',
  'home.slideDot': 'Show slide {n}',
  'home.pause': 'Pause slideshow',
  'home.play': 'Play slideshow',
  'home.plansTitle': 'Service plans',
  'home.cityTitle': 'Now in Nagpur and Pune',
  'home.cityText': 'Want us in your city next? Tell us where, and we will let you know when we arrive.',
  'home.cityCta': 'Ask for your city',
  'home.whyTitle': 'Why choose us',
  'home.why1Title': 'Doorstep pickup and drop',
  'home.why1Text': 'No queues at the workshop. Choose a slot and we come to you.',
  'home.why2Title': 'Transparent prices',
  'home.why2Text': 'The price for your exact vehicle before you book. Extra work only with your approval.',
  'home.why3Title': 'Trained mechanics',
  'home.why3Text': 'Partner garages checked by us, genuine parts, a checklist for every job.',
  'home.why4Title': 'Pay on completion',
  'home.why4Text': 'Pay by UPI, NEFT, IMPS, card or cash once your vehicle is back.',
  'home.earnTitle': 'Earn with us',
  'home.earnText': 'Own a garage or want to work as a mechanic or rider? Grow with more customers and steady work.',
  'home.earnCta': 'Join as a partner',
  'home.newsTitle': 'News and tips',
  'home.readMore': 'Read more',
  'home.statsTitle': 'Our numbers',
  'home.statCities': 'Cities',
  'home.statVehicles': 'Vehicles serviced',
  'home.statInsurance': 'Insurance renewals',
  'home.statClients': 'Happy clients',
} as const;

/** A key of this part. */
export type HomeKey = keyof typeof HOME_EN;

/** This part's texts, in the page's language: `homeText(key)`, `homeText.n(key, count)`. */
export const homeText = partTexts(HOME_EN);
