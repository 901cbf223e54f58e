import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { listings, productImages, products } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

/**
 * True when an approved product (as its cover or any of its photos) or listing shows this picture key
 * (`products_image_idx`, `product_images_image_idx`, `listings_image_idx`).
 */
export async function isApprovedImage(db: Executor, key: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${products} WHERE image = ${key} AND approval_status = 'approved')
        OR EXISTS (SELECT 1 FROM ${productImages} pi JOIN ${products} p ON p.id = pi.product_id
                   WHERE pi.image = ${key} AND p.approval_status = 'approved')
        OR EXISTS (SELECT 1 FROM ${listings} WHERE image = ${key} AND approval_status = 'approved') AS public`);
  return rowsOf<{ public: boolean }>(result)[0]?.public === true;
}
