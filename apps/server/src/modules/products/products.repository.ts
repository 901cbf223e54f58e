import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { adminPage } from '../../db/admin-table.js';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { owners, productImages, productRecordColumns, products } from '../../db/schema/index.js';

const columns = productRecordColumns;

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export type ProductRecord = Omit<ProductRow, 'search'>;

export async function insertProduct(db: Executor, row: Omit<NewProductRow, 'search'>): Promise<ProductRecord> {
  const [created] = await db.insert(products).values(row).returning(columns);
  return created as ProductRecord;
}

/** A new product's picture is its first photo. */
export async function insertCoverImage(db: Executor, productId: number, image: string): Promise<void> {
  await db.insert(productImages).values({ productId, position: 0, image });
}

export async function findProduct(db: Executor, id: number): Promise<ProductRecord | null> {
  const rows = await db.select(columns).from(products).where(eq(products.id, id));
  return rows[0] ?? null;
}

/** Locks the row for a read-modify-write inside a transaction. */
export async function findProductForUpdate(db: Executor, id: number): Promise<ProductRecord | null> {
  const rows = await db.select(columns).from(products).where(eq(products.id, id)).for('update');
  return rows[0] ?? null;
}

export async function listOwnerProducts(db: Executor, ownerId: number, page: number, limit: number) {
  return paged(
    db.select(columns).from(products).where(eq(products.ownerId, ownerId)).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(),
    db.select({ n: count() }).from(products).where(eq(products.ownerId, ownerId)),
    page,
    limit,
  );
}

export async function updateProduct(
  db: Executor,
  id: number,
  set: Partial<Omit<NewProductRow, 'search' | 'id'>>,
): Promise<ProductRecord | null> {
  const [row] = await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteProduct(db: Executor, id: number, ownerId?: number): Promise<ProductRecord | null> {
  const [row] = await db
    .delete(products)
    .where(ownerId === undefined ? eq(products.id, id) : and(eq(products.id, id), eq(products.ownerId, ownerId)))
    .returning(columns);
  return row ?? null;
}

export async function ownerName(db: Executor, ownerId: number): Promise<string | null> {
  const rows = await db.select({ name: owners.name }).from(owners).where(eq(owners.id, ownerId));
  return rows[0]?.name ?? null;
}

const PRODUCTS = { table: products, columns, search: [products.title, products.location] } as const satisfies Parameters<
  typeof adminPage
>[1];

/** The admin's products table: every product, newest first, `q` searching titles and locations. */
export const listProductsPage = (db: Executor, page: number, limit: number, q?: string) => adminPage(db, PRODUCTS, page, limit, q);

export { holdsOf } from '../../db/catalogue-sql.js';

/** Sets the cover photo (position 0) when the product's picture is replaced. */
export async function setCoverImage(db: Executor, productId: number, image: string): Promise<void> {
  await db
    .insert(productImages)
    .values({ productId, position: 0, image })
    .onConflictDoUpdate({ target: [productImages.productId, productImages.position], set: { image } });
}

/* ───────────── photos (product_images: position 0 is the cover, positions stay 0..n-1) ───────────── */

export type PhotoRecord = Pick<typeof productImages.$inferSelect, 'id' | 'image' | 'createdAt'>;

/** The photos of each product, cover first, by product id (products without photos are absent). */
export async function photosOf(db: Executor, productIds: number[]): Promise<Map<number, PhotoRecord[]>> {
  const result = new Map<number, PhotoRecord[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productImages.productId, id: productImages.id, image: productImages.image, createdAt: productImages.createdAt })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const { productId, ...photo } of rows) {
    const list = result.get(productId);
    if (list) list.push(photo);
    else result.set(productId, [photo]);
  }
  return result;
}

/** A new product's further photos, after the cover (positions 1..n). */
export async function insertPhotos(db: Executor, productId: number, images: string[], firstPosition = 1): Promise<void> {
  if (images.length === 0) return;
  await db.insert(productImages).values(images.map((image, i) => ({ productId, position: firstPosition + i, image })));
}

/**
 * Puts a product's photos in the given order, positions 0..n-1, keeping each photo's id. The unique
 * (product_id, position) index is checked row by row and positions cannot leave 0..7, so the rows are deleted and
 * inserted again (in the caller's transaction, with the product locked).
 */
export async function rewritePhotos(db: Executor, productId: number, photos: PhotoRecord[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (photos.length === 0) return;
  await db
    .insert(productImages)
    .values(photos.map((p, position) => ({ id: p.id, productId, position, image: p.image, createdAt: p.createdAt })));
}
