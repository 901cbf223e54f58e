/** What other features and the app may use of the search: its results query and keys, and the synonyms screen. */

export { getSearchResults, searchResultsOptions, useSearchResults } from './api/get-search-results';
export { searchKeys } from './api/query-keys';
export { AdminSynonyms } from './components/admin-synonyms';
