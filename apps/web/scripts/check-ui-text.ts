// Text a person reads, written into a component instead of its catalogue: JSX children and the props that end up on
// screen or in a screen reader (labels, titles, placeholders, hints…) holding English words. Every such text belongs in
// the messages of its area (lib/i18n/messages/{en,hi}), so Hindi readers get it too. `npm run check:i18n` runs it;
// exit code 1 lists each text with its file.
//
// It reads each component as esbuild compiles it (`jsx("p", { children: "…" })`), so it sees what React renders, not
// the source's layout. A text computed by a call (`t('key')`, `format.price(…)`) is not a literal and is not flagged.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/** Props whose value is read by a person (on screen or by a screen reader). */
const TEXT_PROPS =
  /(?:^|[{,(\s])("aria-label"|"aria-description"|"aria-valuetext"|title|placeholder|alt|label|hint|description|fallback|heading|lead|text|message|caption|summary|children|[a-z][A-Za-z]*(?:Label|Hint|Text|Title|Message|Description|Lead|Caption|Heading)):\s*/g;

/**
 * The literal strings of one expression in compiled code, starting at `start`: it stops at a `,` `}` `)` or `]` at
 * its own depth and skips what calls (and nested elements) make, since a call's arguments are keys, not texts.
 */
export function literalsOf(code: string, start: number): string[] {
  const found: string[] = [];
  let depth = 0;
  let i = start;
  while (i < code.length) {
    const c = code[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      const end = closingQuote(code, i);
      const raw = code.slice(i, end + 1);
      // The expression itself, an item of a children array, or a branch of a condition; not an object's key or value.
      const before = code.slice(start, i).trimEnd().at(-1);
      if (before === undefined || '[,?:(|&'.includes(before)) found.push(staticText(raw));
      i = end + 1;
      continue;
    }
    if (c === '(') {
      // A call or a group: a call's arguments are never the text itself; a group `(a ? "x" : "y")` is.
      const callee = /[\w$.\]]\s*$/.test(code.slice(Math.max(0, i - 1), i));
      if (callee) {
        i = closingBracket(code, i) + 1;
        continue;
      }
      depth++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) break;
    i++;
  }
  return found;
}

function closingQuote(code: string, at: number): number {
  const quote = code[at];
  for (let i = at + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
  }
  return code.length - 1;
}

function closingBracket(code: string, at: number): number {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') i = closingQuote(code, i);
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return code.length - 1;
}

/** A literal's text, with a template's `${…}` parts left out. */
function staticText(raw: string): string {
  const body = raw.slice(1, -1);
  if (raw[0] === '`') return body.replace(/\$\{[^}]*\}/g, ' ');
  try {
    return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
  } catch {
    return body;
  }
}

/** True for words a person reads; false for class lists, keys, ids, paths and lone symbols. */
export function isProse(text: string): boolean {
  const s = text.trim();
  if (!/[A-Za-z]{2,}/.test(s)) return false;
  if (/^(?:\/|https?:|mailto:|tel:|#)/.test(s)) return false;
  const words = s.split(/\s+/);
  // Tailwind classes, keys (`life.confirm`, `VISIT_TEXT.note`), ids, single lower-case words (values, field names).
  if (words.every((w) => /^[a-z0-9:[\]/\-._%#()!&>=*~+@]+$/.test(w))) return false;
  if (words.length === 1 && /^[A-Za-z_$][\w$]*(\.[\w$]+)+$/.test(s)) return false;
  if (words.length === 1 && /^[A-Z][a-z]*[A-Z]\w*$/.test(s)) return false; // PascalCase names (components, pages)
  return !ALLOWED.has(s);
}

/** Texts that read the same in every language: the brand, units and symbols. */
const ALLOWED = new Set(['Kiraya', 'OK', 'UPI', 'PIN', 'GST', 'PAN', 'KB', 'MB']);

export function uiTextsOf(source: string): string[] {
  const code = transformSync(source, { loader: 'tsx', jsx: 'automatic', charset: 'utf8' }).code;
  const texts: string[] = [];
  for (const match of code.matchAll(TEXT_PROPS)) {
    for (const text of literalsOf(code, (match.index ?? 0) + match[0].length)) if (isProse(text)) texts.push(text.trim());
  }
  return texts;
}

function componentsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentsUnder(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

export function checkUiText(root: string): string[] {
  return componentsUnder(join(root, 'src')).flatMap((file) =>
    uiTextsOf(readFileSync(file, 'utf8')).map((text) => `${relative(root, file)}: ${JSON.stringify(text)}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkUiText(join(fileURLToPath(import.meta.url), '..', '..'));
  if (problems.length > 0) {
    console.error(`ui text: ${problems.length} text(s) outside the translations\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('ui text: every text goes through the translations');
}
