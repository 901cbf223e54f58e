/**
 * `npx tsx bench/explain-page.ts [rows] [category] [sort] [page]`: the plan (EXPLAIN ANALYZE, BUFFERS) of one category
 * page's statement (`/api/all-products?category=…&sort=…&page=…&city=Lucknow`, the bench's category-page scenario)
 * against the bench database, as a server that has been up a while runs it (its generic plan, after eight calls).
 * Uses auto_explain, like explain-search.ts. Defaults: 1000000 property price_desc 5.
 */
import { listAll } from '@kiraya/server/src/modules/catalogue/catalogue.service.js';
import { explainer } from './auto-explain.js';

const [rows = '1000000', category = 'property', sort = 'price_desc', page = '5'] = process.argv.slice(2);
const { database, explain } = await explainer(rows);
const query = { category, sort, page: Number(page), limit: 9, city: 'Lucknow' } as never;
for (let i = 0; i < 8; i++) await listAll(database.db, query);
await explain(() => listAll(database.db, query));
await database.close();
