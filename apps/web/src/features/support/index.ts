export { SupportContacts } from './components/support-contacts';
export { SupportFaq } from './components/support-faq';
