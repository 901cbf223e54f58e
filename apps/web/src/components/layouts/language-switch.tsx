import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language, setLanguage, useLanguage, useT } from '../../lib/i18n';

const tones = {
  plain: { group: 'border-stone-300 bg-white', on: 'bg-brand-700 text-white', off: 'text-stone-800 hover:bg-stone-100' },
  dark: { group: 'border-white/25 bg-transparent', on: 'bg-white text-brand-900', off: 'text-brand-50 hover:bg-white/10' },
} as const;

/**
 * "हिन्दी" in its own 2.4 KB face (index.css), which arrives after the first frame: drawn meanwhile in another font
 * ~22 px wider, the word narrowed when the face came and moved every header button after it (a layout shift on each
 * desktop load). Its button is as wide as the word in that face, so nothing moves when it arrives.
 */
const HINDI_LABEL = 'hindi-label w-12 whitespace-nowrap';

/**
 * "English / हिन्दी": a group of two toggle buttons named "Language" (each button's name is the language in its own
 * script, with its lang so a screen reader says it right); aria-pressed marks the one on show.
 */
export function LanguageSwitch({ tone = 'plain', className = '' }: { tone?: keyof typeof tones; className?: string }) {
  const t = useT('common');
  const language = useLanguage();
  const [busy, setBusy] = useState<Language | null>(null);
  const style = tones[tone];
  async function choose(next: Language) {
    if (next === language || busy) return;
    setBusy(next);
    try {
      await setLanguage(next);
    } finally {
      setBusy(null);
    }
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of form controls
    <div
      role="group"
      aria-label={t('language.label')}
      aria-busy={busy !== null}
      className={`inline-flex rounded-xl border p-0.5 ${style.group} ${className}`}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => void choose(code)}
          className={`min-h-10 rounded-lg px-2.5 text-sm font-semibold ${code === 'hi' ? HINDI_LABEL : ''} ${code === language ? style.on : style.off}`}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
