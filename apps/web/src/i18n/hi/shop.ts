// Texts of the shop (the services list and the category pages), in Hindi (decision 0012): the same keys as en/shop.ts, checked by the type below.
import type { SHOP_EN } from '../en/shop.ts';

export const SHOP_HI = {
  'meta.shop':
    'नागपुर और पुणे में बाइक और कार सर्विसिंग, ब्रेकडाउन में मदद और बाइक के सालाना प्लान बुक करें — आपकी गाड़ी के हिसाब से कीमत, घर से पिकअप और ड्रॉप के साथ।',
  'meta.bike':
    'नागपुर और पुणे में बाइक और स्कूटर की सर्विसिंग, ब्रेकडाउन में मदद और बाइक के सालाना प्लान — इंजन के सीसी के हिसाब से कीमत, घर से पिकअप और ड्रॉप के साथ।',
  'meta.car':
    'नागपुर और पुणे में हैचबैक, सेडान और SUV के लिए कार सर्विसिंग और ब्रेकडाउन में मदद — सेगमेंट के हिसाब से कीमत, घर से पिकअप और ड्रॉप के साथ।',
  'shop.title': 'सर्विसेज़',
  'shop.filterLabel': 'कैटेगरी के हिसाब से सर्विसेज़ फ़िल्टर करें',
  'shop.allCategories': 'सभी सर्विसेज़',
  'shop.clear': 'हटाएँ',
  'shop.empty': 'इस कैटेगरी में अभी कोई सर्विस नहीं है।',
  'shop.selectOptions': 'ऑप्शन चुनें',
  'shop.showing': '{count} सर्विसेज़ दिख रही हैं',
  'shop.showing#one': '{count} सर्विस दिख रही है',
  'productCategory.bike': 'बाइक सर्विसेज़',
  'productCategory.car': 'कार सर्विसेज़',
  'reviews.title': 'ग्राहक क्या कहते हैं',
  'reviews.none': 'अभी कोई रेटिंग नहीं।',
  'reviews.loadFailed': 'रिव्यू लोड नहीं हो सके।',
  'reviews.stars': '5 में से {rating}',
  'reviews.formerCustomer': 'पूर्व ग्राहक',
  'reviews.by': '{name}, {city} · {date}',
  'reviews.newer': 'नए रिव्यू',
  'reviews.older': 'पुराने रिव्यू',
} as const satisfies Record<keyof typeof SHOP_EN, string>;
