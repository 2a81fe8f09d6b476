import { z } from '../zod.ts';
import { BRANDS, CONDITIONS, LIMITS, PRODUCT_STATUSES, STORAGE_TYPES } from '../constants.ts';
import { DISTRICTS, DIVISIONS } from '../districts.ts';
import { VALIDATION } from '../texts/validation.ts';
import { amount, email, imageUrl, mobilePhone, plainText, shortText, longText } from './common.ts';
import { categoryId } from './categories.ts';
import { sellerSummary } from './users.ts';

/*
 * A listing's specs (decision 011): each optional, so every client of the specification still lists a product
 * without them. The limits are LIMITS' in constants.ts.
 */
export const processor = plainText.trim().min(1).max(LIMITS.processor);
export const ramGb = z.number().int().min(LIMITS.ram.min).max(LIMITS.ram.max);
export const storageGb = z.number().int().min(LIMITS.storage.min).max(LIMITS.storage.max);
export const storageType = z.enum(STORAGE_TYPES);
/** Inches with one decimal at most: 15.6 is a size, 15.63 is a typing slip. */
export const screenInches = z
  .number()
  .min(LIMITS.screen.min)
  .max(LIMITS.screen.max)
  .refine((inches) => Math.abs(inches * 10 - Math.round(inches * 10)) < 1e-9, VALIDATION.product.screenOneDecimal);
export const condition = z.enum(CONDITIONS);
export const district = z.enum(DISTRICTS, { error: VALIDATION.product.districtUnknown });
export const division = z.enum(DIVISIONS);

/**
 * POST /itemName (product §7). The seller's email and name come from the account: a different email is
 * refused, and `seller` is only checked for shape, so nobody lists under another seller's name.
 *
 * Photos: `images` (1 to 8) or, as the specification has it, one `image`. With both, `image` must be
 * `images[0]`; the server stores `image` as the first photo either way (products/listing-photos.ts).
 */
export const productInput = z
  .object({
    name: z.enum(BRANDS),
    category_id: categoryId,
    price: amount,
    resell_price: amount,
    phone: mobilePhone,
    location: shortText,
    detail: longText,
    date: shortText,
    image: imageUrl.optional(),
    images: z.array(imageUrl).min(1).max(LIMITS.photosPerProduct).optional(),
    use: shortText,
    seller: shortText.optional(),
    email: email.optional(),
    processor: processor.optional(),
    ram: ramGb.optional(),
    storage: storageGb.optional(),
    storageType: storageType.optional(),
    screen: screenInches.optional(),
    condition: condition.optional(),
    district: district.optional(),
    /** Additive: true keeps the phone number off every public answer; buyers then write (product §6). */
    chatOnly: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.image === undefined && input.images === undefined) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: VALIDATION.product.photoRequired });
    }
    if (input.image !== undefined && input.images !== undefined && input.images[0] !== input.image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: VALIDATION.product.photosFirstIsImage });
    }
    if (input.images && new Set(input.images).size !== input.images.length) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: VALIDATION.product.photosRepeated });
    }
  });
export type ProductInput = z.infer<typeof productInput>;

export const product = z.object({
  _id: z.string(),
  name: z.string(),
  category_id: z.string(),
  price: z.number().int(),
  resell_price: z.number().int(),
  /** Null in a public answer when the seller chose "Chat only" (`chatOnly`); the seller and admins see it. */
  phone: z.string().nullable(),
  location: z.string(),
  detail: z.string(),
  date: z.string(),
  use: z.string(),
  /** The first of `images`, for every client of the specification. */
  image: z.string(),
  seller: z.string(),
  /** The seller's e-mail address: only the seller and admins see it; null in every public answer. */
  email: z.string().nullable(),
  /** Additive: whether the seller is verified (badge beside the seller name). */
  sellerVerified: z.boolean(),
  /** Additive: 'available' or 'sold'. */
  status: z.enum(PRODUCT_STATUSES),
  createdAt: z.string(),
  /** Additive (product §3): every photo, `image` first; a product listed with one photo has just that one. */
  images: z.array(z.string()).min(1),
  /** Additive (product §3): the specs, each null when the seller did not give it. */
  processor: z.string().nullable(),
  ram: z.number().int().nullable(),
  storage: z.number().int().nullable(),
  storageType: storageType.nullable(),
  screen: z.number().nullable(),
  condition: condition.nullable(),
  district: district.nullable(),
  /** The district's division; null when there is no district. */
  division: division.nullable(),
  /** Additive: the seller takes no calls about it, only messages; its public `phone` is null. */
  chatOnly: z.boolean(),
  /** Additive: the seller proved `phone` with a code sent to it (a tick beside it); false when chat only. */
  phoneVerified: z.boolean(),
});
export const productList = z.array(product);
export type Product = z.infer<typeof product>;
/** A product's public field names, in the order the API answers them. */
export const PRODUCT_FIELDS = product.keyof().options;

/** GET /products/:id: the product and who sells it, for the product page and its link to the seller's profile. */
export const productDetail = product.extend({ sellerProfile: sellerSummary });
export type ProductDetail = z.infer<typeof productDetail>;

/**
 * PATCH /itemName/:id: what a seller may change in a listing after it is listed: whether it is chat only,
 * and its resell price (a lower one tells whoever saved it).
 */
export const productEdit = z
  .object({ chatOnly: z.boolean().optional(), resell_price: amount.optional() })
  .refine((edit) => edit.chatOnly !== undefined || edit.resell_price !== undefined, { message: VALIDATION.productEdit.nothing });
export type ProductEdit = z.infer<typeof productEdit>;
