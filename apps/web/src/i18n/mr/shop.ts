// Texts of the shop (services list and category pages), in Marathi (decision 0012): the same keys as en/shop.ts, checked by the type below.
import type { SHOP_EN } from '../en/shop.ts';

export const SHOP_MR = {
  'meta.shop':
    'नागपूर आणि पुण्यात बाइक आणि कार सर्व्हिसिंग, ब्रेकडाउन मदत आणि बाइकचे वार्षिक प्लॅन बुक करा — तुमच्या गाडीनुसार किंमत, घरपोच पिकअप आणि ड्रॉपसह.',
  'meta.bike':
    'नागपूर आणि पुण्यात बाइक आणि स्कूटर सर्व्हिसिंग, ब्रेकडाउन मदत आणि बाइकचे वार्षिक प्लॅन — इंजिनच्या सीसीनुसार किंमत, घरपोच पिकअप आणि ड्रॉपसह.',
  'meta.car':
    'नागपूर आणि पुण्यात हॅचबॅक, सेडान आणि SUV साठी कार सर्व्हिसिंग आणि ब्रेकडाउन मदत — सेगमेंटनुसार किंमत, घरपोच पिकअप आणि ड्रॉपसह.',
  'shop.title': 'सर्व्हिसेस',
  'shop.filterLabel': 'कॅटेगरीनुसार सर्व्हिसेस फिल्टर करा',
  'shop.allCategories': 'सर्व सर्व्हिसेस',
  'shop.clear': 'फिल्टर काढा',
  'shop.empty': 'या कॅटेगरीत अजून कोणतीही सर्व्हिस नाही.',
  'shop.selectOptions': 'पर्याय निवडा',
  'shop.showing': '{count} सर्व्हिसेस दाखवत आहोत',
  'shop.showing#one': '{count} सर्व्हिस दाखवत आहोत',
  'productCategory.bike': 'बाइक सर्व्हिसेस',
  'productCategory.car': 'कार सर्व्हिसेस',
  'reviews.title': 'ग्राहक काय म्हणतात',
  'reviews.none': 'अजून कोणतेही रेटिंग नाही.',
  'reviews.loadFailed': 'प्रतिक्रिया आणता आल्या नाहीत.',
  'reviews.stars': '5 पैकी {rating}',
  'reviews.formerCustomer': 'माजी ग्राहक',
  'reviews.by': '{name}, {city} · {date}',
  'reviews.newer': 'नवीन प्रतिक्रिया',
  'reviews.older': 'जुन्या प्रतिक्रिया',
} as const satisfies Record<keyof typeof SHOP_EN, string>;
