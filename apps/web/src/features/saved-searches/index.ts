export type { PushState } from './api/push-device';
export { AlertBellIcon, SaveSearchButton } from './components/save-search-button';
export { SavedSearchesList } from './components/saved-searches-lazy';
export { type PageFilters, savedSearchOf } from './components/search-params';
