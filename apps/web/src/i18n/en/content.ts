// The static pages' texts (FAQs, articles, privacy, about, career, contact) and the enquiry forms' (part of the
// English catalogue; loads with those pages).
import { partTexts } from '../t.ts';

export const CONTENT_EN = {
  'meta.faqs':
    'Answers about booking a service, pickup and drop, prices and extra work, paying on completion, and the areas we serve in Nagpur and Pune.',
  'meta.career': 'Work with {brand}: mechanics, pickup riders and service desk roles in Nagpur and Pune open soon.',
  'meta.contact': 'Call {brand} on {phone} or send us a message: bookings, breakdowns, insurance renewal and RTO help.',
  'meta.connect':
    'Send us your name, number and address and we will call you back about servicing, insurance or RTO help.',
  'meta.earn': 'Partner with {brand}: garages, mechanics and riders in Nagpur and Pune can apply to earn with us.',
  'privacy.search': 'Search',
  'privacy.searchLabel': 'Search this page',
  'privacy.recentPosts': 'Recent posts',
  'privacy.noMatch': 'Nothing on this page matches “{q}”.',
  'privacy.matches': '{count} matching paragraphs',
  'privacy.matches#one': '{count} matching paragraph',
  'faqs.title': 'Frequently asked questions',
  'article.by': 'By {author} · {date}',
  'article.author': 'MotoMitra Team',
  'article.leaveReply': 'Leave a Reply',
  'article.replyNote': 'Comments are closed for now. Questions? Write to us on the contact page.',
  'article.comment': 'Comment',
  'article.postComment': 'Post Comment',
  'article.alsoLike': 'You might also like',
  'about.title': 'About us',
  'contact.title': 'Contact us',
  'contact.text': 'Questions about a booking, a price or a partnership? Call us or send us a message.',
  'contact.call': 'Call {phone}',
  'contact.form': 'Send us a message',
  'connect.title': 'Contact us',
  'connect.text': 'Leave your details and we will call you back, usually within a working day.',
  'connect.name': 'Name',
  'connect.email': 'Email',
  'connect.mobile': 'Mobile number',
  'connect.address': 'Address',
  'connect.submit': 'Send',
  'connect.topic': 'What is it about?',
  'connect.topic.message': 'A message',
  'connect.topic.insurance': 'A call back about insurance',
  'connect.topic.rto': 'A call back about RTO work',
  'connect.topic.city': 'MotoMitra in my city',
  'connect.message': 'Your message',
  'connect.messageHint': 'Optional: your vehicle, what you need, or which city and area.',
  'earn.title': 'Earn with us',
  'earn.text': 'Garage owners, mechanics and riders: join MotoMitra and get steady work in Nagpur and Pune.',
  'earn.occupation': 'Occupation',
  'earn.submit': 'Apply',
  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find this page. It may have moved.',
  'offline.title': 'You are offline',
  'offline.text':
    'This page needs the internet, and your phone is not connected right now. Check your mobile data or Wi-Fi, then try again.',
  'offline.retry': 'Try again',
} as const;

/** A key of this part. */
export type ContentKey = keyof typeof CONTENT_EN;

/** This part's texts, in the page's language: `contentText(key)`, `contentText.n(key, count)`. */
export const contentText = partTexts(CONTENT_EN);
