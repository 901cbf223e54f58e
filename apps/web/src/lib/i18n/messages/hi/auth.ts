import type { Translation } from '../../translate';
import type english from '../en/auth';

const hindi: Translation<typeof english> = {
  email: 'ईमेल',
  password: 'पासवर्ड',
  loggedOut: 'आप लॉग आउट हो गए हैं।',
  loggedInAs: 'आप {name} के नाम से लॉग इन हैं।',
  'login.title': 'लॉग इन करें',
  'login.lead': 'विज्ञापन डालने, विशलिस्ट रखने और अपने ऑर्डर पर नज़र रखने के लिए Kiraya पर लॉग इन करें।',
  'login.submit': 'लॉग इन करें',
  'login.pending': 'लॉग इन हो रहा है…',
  'login.failed': '❌ लॉग इन नहीं हो पाया',
  'login.offline': '❌ लॉग इन नहीं हो पाया। कृपया फिर कोशिश करें।',
  'login.forgot': 'पासवर्ड भूल गए?',
  'login.toDashboard': 'अपने डैशबोर्ड पर जाएँ',
  'login.newHere': 'Kiraya पर नए हैं?',
  'login.createAccount': 'खाता बनाएँ',
  'login.rentOut': 'अपना सामान किराये पर देना है?',
  'login.ownerLogin': 'मालिक लॉग इन',
};

export default hindi;
