import type { Translation } from '../../translate';
import type english from '../en/buyer';

const hindi: Translation<typeof english> = {
  'dashboard.title': 'आपका डैशबोर्ड',
  'dashboard.pageTitle': '{tab} · आपका डैशबोर्ड',
  'dashboard.hello': 'नमस्ते, {name}।',
  'dashboard.sections': 'डैशबोर्ड के हिस्से',
  'dashboard.logout': 'लॉग आउट',
  'tab.profile': 'प्रोफ़ाइल',
  'tab.ads': 'मेरे विज्ञापन',
  'tab.orders': 'मेरे ऑर्डर',
  'tab.visits': 'मेरी विज़िट',
  'tab.wishlist': 'विशलिस्ट',
  'tab.messages': 'संदेश',
  'tab.post': 'नया विज्ञापन डालें',
  'tab.settings': 'सेटिंग्स (जल्द आ रही हैं)',
  'orders.open': 'ऑर्डर हिस्ट्री खोलें',
  'visits.open': 'मेरी विज़िट खोलें',
  'messages.open': 'पूरी चैट खोलें',
  'post.lead':
    'अपना फ्लैट, कोई उपकरण या कपड़े किराये पर दें: टाइटल, महीने का किराया, एक फ़ोटो और संपर्क की जानकारी डालें। हर विज्ञापन लाइव होने से पहले एडमिन जाँचते हैं, और आप उसकी स्थिति "मेरे विज्ञापन" में देख सकते हैं।',
  'post.action': 'विज्ञापन डालें',
  'settings.title': 'सेटिंग्स',
  'settings.lead': 'सूचनाओं जैसी पसंद अगले रिलीज़ में आएँगी। अपना नाम, ईमेल, परिचय और पासवर्ड आप अभी भी बदल सकते हैं।',
  'profile.edit': 'प्रोफ़ाइल बदलें',
  'profile.loading': 'आपकी प्रोफ़ाइल लोड हो रही है…',
  'profile.name': 'नाम',
  'profile.email': 'ईमेल',
  'profile.bio': 'परिचय',
  'profile.noBio': 'आपने अभी तक अपना परिचय नहीं लिखा है।',
};

export default hindi;
