import { SearchResults, useSearchRequest } from '../../../features/catalogue/components/search-results';
import { useSearchResults } from '../../../features/search/api/get-search-results';

/** /search?query=&city=: ranked results from the header's search box, with the list pages' filters and sorts. */
export function SearchPage() {
  const search = useSearchRequest();
  // The search's own query (zod-free), read here so the catalogue's page never pulls the search feature's admin screens.
  const results = useSearchResults(search.request);
  return <SearchResults search={search} results={results} />;
}
