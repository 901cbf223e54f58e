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
  name: 'नाम',
  'register.title': 'खाता बनाएँ',
  'register.lead': 'विज्ञापन डालने और Kiraya पर किराये पर लेने या खरीदने के लिए अपने नाम, ईमेल और पासवर्ड से रजिस्टर करें।',
  'register.submit': 'खाता बनाएँ',
  'register.pending': 'आपका खाता बन रहा है…',
  'register.failed': '❌ रजिस्ट्रेशन नहीं हो पाया। कृपया फिर कोशिश करें।',
  'register.offline': '❌ कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'register.passwordHint': 'कम से कम {count} अक्षर।',
  'register.notice': '{message} अपने नए खाते से लॉग इन करें।',
  'register.haveAccount': 'पहले से खाता है?',
  'register.logIn': 'लॉग इन करें',
  'register.asSeller': 'विक्रेता के रूप में सामान किराये पर देना है?',
  'register.asOwner': 'मालिक के रूप में रजिस्टर करें',
  'phone.optionalLabel': 'मोबाइल नंबर (ज़रूरी नहीं)',
  'phone.registerHint': 'डिलीवरी के लिए: ऑर्डर मंज़ूर होने पर मालिक इसी नंबर पर कॉल करते हैं। 10 अंक, +91 ज़रूरी नहीं; चाहें तो चेकआउट पर भी दे सकते हैं।',
};

export default hindi;
