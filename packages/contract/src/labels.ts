/** Labels that are the values themselves with a capital first letter ('pending' → 'Pending'), in the values' order. */
export function capitalisedLabels<V extends string>(values: readonly V[]): Record<V, string> {
  return Object.fromEntries(values.map((v) => [v, v.charAt(0).toUpperCase() + v.slice(1)])) as Record<V, string>;
}
