/**
 * The stable error code of a contract message, derived from where it is written: the group's name without `_MSG`, then
 * the key path, in upper snake case (`ORDER_MSG.notAvailable` → `ORDER_NOT_AVAILABLE`, `MSG.notFound` → `NOT_FOUND`,
 * `VISIT_MSG.done.confirm` → `VISIT_DONE_CONFIRM`). Zod-free and dependency-free: the web derives the same code from a
 * translation key (`GROUP.path`) without loading the message groups.
 */
export function messageCode(group: string, path: string): string {
  const prefix = group.replace(/_?MSG$/, '');
  const rest = path
    .split('.')
    .filter(Boolean)
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase());
  return [prefix, ...rest].filter(Boolean).join('_');
}

/** The values a coded message's translation needs (`{ minutes: 5 }`, `{ title: 'Sofa' }`). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message the API sends, with its code and the values its translation needs. */
export interface CodedMessage {
  readonly text: string;
  readonly code: string;
  readonly params?: MessageParams;
}
