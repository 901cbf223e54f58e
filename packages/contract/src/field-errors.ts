/**
 * Field errors from validation issues, zod-free so both the web's forms and the server's error body use it
 * without either importing the other's zod types. An issue is anything with a path and a message (zod's issues are).
 */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The field an issue belongs to: its path joined with dots, or `_` for the value as a whole. */
export const issueField = (issue: FieldIssue): string => issue.path.map(String).join('.') || '_';

/**
 * `{ [field]: message }` with the FIRST message of each field (what a form shows under the field). The object has no
 * prototype: a field called `constructor` or `__proto__` is just a key.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const issue of issues) {
    const key = issueField(issue);
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** `{ [field]: [messages…] }` with EVERY message of each field, in order (the API's error body). */
export function fieldErrorLists(issues: readonly FieldIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const key = issueField(issue);
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
