import type { Language, MailCode, MessageParams } from '@kiraya/contract';

/**
 * The text of each account mail in the recipient's language. `{name}`-style slots take the outbox row's params; the
 * web's admin outbox shows the same mails from its own catalogue (notices.<CODE>.subject|body), kept word for word.
 */
const TEMPLATES: Record<MailCode, Record<Language, { subject: string; body: string }>> = {
  PASSWORD_RESET: {
    en: {
      subject: 'Reset your Kiraya password',
      body: 'Hello {name},\n\nOpen this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this message.',
    },
    hi: {
      subject: 'अपना Kiraya पासवर्ड बदलें',
      body: 'नमस्ते {name},\n\nनया पासवर्ड चुनने के लिए {minutes} मिनट के अंदर यह लिंक खोलें:\n{link}\n\nअगर आपने यह नहीं माँगा था, तो इस संदेश को अनदेखा करें।',
    },
  },
};

const fill = (text: string, params: MessageParams) =>
  // One pass: a value that itself contains `{link}` (a name is user-chosen) is never filled in again.
  text.replace(/\{(\w+)\}/g, (slot, key: string) => (key in params ? String(params[key]) : slot));

export function isMailCode(code: string | null): code is MailCode {
  return code !== null && code in TEMPLATES;
}

/**
 * The mail as sent: subject and plain text in `language`, with a site-relative `link` param made absolute on
 * `publicUrl` (PUBLIC_URL, never a request's Host).
 */
export function renderMail(
  code: MailCode,
  params: MessageParams,
  language: Language,
  publicUrl: string,
): { subject: string; text: string } {
  const template = TEMPLATES[code][language];
  const link = params.link;
  const values = typeof link === 'string' && link.startsWith('/') ? { ...params, link: `${publicUrl}${link}` } : params;
  return { subject: fill(template.subject, values), text: fill(template.body, values) };
}
