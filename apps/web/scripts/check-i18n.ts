// Key parity of the message catalogues: every Hindi catalogue has exactly the English one's keys, the same kind of
// message (text or plural forms) and the same {placeholders}. `npm run check` runs it (the type check catches keys too;
// this also catches placeholders and says which key is wrong). Exit code 1 on any difference.
import { AREAS, areaLoaders } from '../src/lib/i18n/messages';
import type { Catalog, Message } from '../src/lib/i18n/translate';

const placeholders = (message: Message): string =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) =>
        [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      ),
    ),
  ]
    .sort()
    .join(',');

export function compareCatalogs(area: string, english: Catalog, other: Catalog, language: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const source = english[key] as Message;
    const target = other[key];
    if (target === undefined) {
      problems.push(`${language}/${area}: missing key '${key}'`);
      continue;
    }
    if (typeof source !== typeof target)
      problems.push(`${language}/${area}: '${key}' must be ${typeof source === 'string' ? 'a text' : 'plural forms'}`);
    else if (typeof target === 'object' && typeof target.other !== 'string')
      problems.push(`${language}/${area}: '${key}' has no 'other' form`);
    if (placeholders(source) !== placeholders(target)) {
      problems.push(`${language}/${area}: '${key}' has placeholders {${placeholders(target)}}, English has {${placeholders(source)}}`);
    }
    if (typeof target === 'string' && target.trim() === '') problems.push(`${language}/${area}: '${key}' is empty`);
  }
  for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${language}/${area}: extra key '${key}' (not in English)`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems: string[] = [];
  let keys = 0;
  for (const area of AREAS) {
    const english = (await areaLoaders.en[area]()).default;
    keys += Object.keys(english).length;
    problems.push(...compareCatalogs(area, english, (await areaLoaders.hi[area]()).default, 'hi'));
  }
  if (problems.length > 0) {
    console.error(`i18n: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`i18n: ${AREAS.length} areas, ${keys} keys, Hindi complete`);
}
