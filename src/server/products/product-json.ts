import { sql } from 'drizzle-orm';

/**
 * A listed product's columns named as the API names them, in the `product` schema's order, over a product
 * row `p` and its seller `u`: a `json_agg` of a row of these is a JSON array of products written by the
 * database (decision 009). The category listing and the search share it, so a field is added once; their
 * tests parse what they answer with the `product` schema.
 */
export const productJsonColumns = sql.raw(`p.id as "_id", p.name, p.category_id, p.price, p.resell_price, p.phone, p.location,
  p.detail, p.date, p.use, p.image, p.seller, p.email, u.status is not null as "sellerVerified", p.status,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  p.images, p.processor, p.ram, p.storage, p.storage_type as "storageType", p.screen, p.condition,
  p.district, p.division`);
