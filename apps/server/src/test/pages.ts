import type { CatalogueItem } from '@kiraya/contract';
import type { PageResult } from '../modules/catalogue/catalogue.repository.js';
import { itemObjects, pageItems } from '../modules/catalogue/catalogue.service.js';

/**
 * A page's cards as the API gives them, whichever way it was read: the read model's finished texts parsed, or the
 * tables' rows made into cards. Pages read both ways compare by these.
 */
export const itemsOf = (page: PageResult, today: string): CatalogueItem[] => itemObjects(pageItems(page, today));

/** A page as its cards, count and highest price. */
export const pageAsCards = (page: PageResult, today: string) => ({
  items: itemsOf(page, today),
  total: page.total,
  maxPricePaise: page.maxPricePaise,
});
