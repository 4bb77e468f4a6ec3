// The reminders' WhatsApp templates (templates.ts): a service due again, an insurance or PUC certificate about to
// expire (decision 0014), a yearly plan about to end (decision 0023). Each tells how to stop them.
import type { Template } from './templates.ts';

export const REMINDER_TEMPLATES = {
  reminder_service: {
    title: 'Service due',
    category: 'utility',
    essential: false,
    variables: ['name', 'vehicle', 'registration number', 'service', 'due date', 'city', 'booking page'],
    texts: {
      en: 'Hello {{1}}, your {{2}} ({{3}}) is due for its next {{4}} on {{5}}.\nBook it for this vehicle in {{6}}, with pickup from your door: {{7}}\nTo stop these reminders, turn them off in My Profile.',
      mr: 'नमस्कार {{1}}, तुमच्या {{2}} ({{3}}) ची पुढची {{4}} करण्याची तारीख {{5}} आहे.\nया गाडीसाठी {{6}} मध्ये, घरून पिकअपसह बुक करा: {{7}}\nहे रिमाइंडर नको असतील तर माझे प्रोफाइल येथे ते बंद करा.',
      hi: 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) की अगली {{4}} की तारीख {{5}} है।\nइस गाड़ी के लिए {{6}} में, घर से पिकअप के साथ बुक करें: {{7}}\nये रिमाइंडर नहीं चाहिए, तो मेरी प्रोफ़ाइल में इन्हें बंद करें।',
    },
  },
  reminder_insurance: {
    title: 'Insurance expiring',
    category: 'utility',
    essential: false,
    variables: ['name', 'vehicle', 'registration number', 'expiry date', 'my vehicles page'],
    texts: {
      en: 'Hello {{1}}, the insurance of your {{2}} ({{3}}) expires on {{4}}. Driving without valid insurance is an offence, so renew it before then.\nOnce renewed, save the new expiry date under My Vehicles: {{5}}\nTo stop these reminders, turn them off in My Profile.',
      mr: 'नमस्कार {{1}}, तुमच्या {{2}} ({{3}}) चा इन्शुरन्स {{4}} रोजी संपतो. वैध इन्शुरन्सशिवाय गाडी चालवणे हा गुन्हा आहे, म्हणून त्याआधी इन्शुरन्सचे नूतनीकरण करा.\nनूतनीकरणानंतर नवीन तारीख माझ्या गाड्या येथे जतन करा: {{5}}\nहे रिमाइंडर नको असतील तर माझे प्रोफाइल येथे ते बंद करा.',
      hi: 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) का इंश्योरेंस {{4}} को ख़त्म हो रहा है। बिना वैध इंश्योरेंस के गाड़ी चलाना अपराध है, इसलिए उससे पहले इंश्योरेंस रिन्यू करा लें।\nरिन्यू होने के बाद नई तारीख मेरी गाड़ियाँ में सेव करें: {{5}}\nये रिमाइंडर नहीं चाहिए, तो मेरी प्रोफ़ाइल में इन्हें बंद करें।',
    },
  },
  reminder_puc: {
    title: 'PUC expiring',
    category: 'utility',
    essential: false,
    variables: ['name', 'vehicle', 'registration number', 'expiry date', 'my vehicles page'],
    texts: {
      en: 'Hello {{1}}, the PUC (pollution under control) certificate of your {{2}} ({{3}}) expires on {{4}}. Get the vehicle tested before then.\nOnce renewed, save the new expiry date under My Vehicles: {{5}}\nTo stop these reminders, turn them off in My Profile.',
      mr: 'नमस्कार {{1}}, तुमच्या {{2}} ({{3}}) चे PUC (प्रदूषण नियंत्रण) प्रमाणपत्र {{4}} रोजी संपते. त्याआधी गाडीची तपासणी करून घ्या.\nनूतनीकरणानंतर नवीन तारीख माझ्या गाड्या येथे जतन करा: {{5}}\nहे रिमाइंडर नको असतील तर माझे प्रोफाइल येथे ते बंद करा.',
      hi: 'नमस्ते {{1}}, आपकी {{2}} ({{3}}) का PUC (प्रदूषण नियंत्रण) सर्टिफ़िकेट {{4}} को ख़त्म हो रहा है। उससे पहले गाड़ी की जाँच करा लें।\nरिन्यू होने के बाद नई तारीख मेरी गाड़ियाँ में सेव करें: {{5}}\nये रिमाइंडर नहीं चाहिए, तो मेरी प्रोफ़ाइल में इन्हें बंद करें।',
    },
  },
  reminder_plan_renewal: {
    title: 'Plan ending',
    category: 'utility',
    essential: false,
    variables: ['name', 'plan', 'vehicle', 'registration number', 'last day', 'plans page'],
    texts: {
      en: 'Hello {{1}}, your yearly plan {{2}} for your {{3}} ({{4}}) ends on {{5}}; its covered services and benefits stop after that day.\nRenew it for another year: {{6}}\nTo stop these reminders, turn them off in My Profile.',
      mr: 'नमस्कार {{1}}, तुमच्या {{3}} ({{4}}) साठीचा वार्षिक प्लॅन {{2}} {{5}} रोजी संपतो; त्या दिवसानंतर त्यातील सर्व्हिस आणि सुविधा मिळणार नाहीत.\nपुढच्या वर्षासाठी प्लॅनचे नूतनीकरण करा: {{6}}\nहे रिमाइंडर नको असतील तर माझे प्रोफाइल येथे ते बंद करा.',
      hi: 'नमस्ते {{1}}, आपकी {{3}} ({{4}}) का सालाना प्लान {{2}} {{5}} को ख़त्म हो रहा है; उस दिन के बाद इसकी सर्विस और सुविधाएँ नहीं मिलेंगी।\nअगले साल के लिए प्लान रिन्यू करें: {{6}}\nये रिमाइंडर नहीं चाहिए, तो मेरी प्रोफ़ाइल में इन्हें बंद करें।',
    },
  },
} as const satisfies Record<string, Template>;
