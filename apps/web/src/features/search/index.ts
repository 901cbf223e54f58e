/** What other features may use of the search: its results query and keys. */

export { getSearchResults, searchResultsOptions, useSearchResults } from './api/get-search-results';
export { searchKeys } from './api/query-keys';
