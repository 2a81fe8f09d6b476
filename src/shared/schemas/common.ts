import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { mobileNumber } from '../phone.ts';
import { withoutBidiControls } from '../plain-text.ts';
import { VALIDATION } from '../texts/validation.ts';

/**
 * Text other people read, without bidi controls (shared/plain-text.ts says why they are dropped, not refused).
 * Every text field below is one, and so is any field of free text that others read.
 */
export const plainText = z.string().overwrite(withoutBidiControls);
/** A required, trimmed single-line text field with a sane upper bound. */
export const shortText = plainText.trim().min(1).max(LIMITS.shortText);
export const longText = plainText.trim().min(1).max(LIMITS.longText);
export const optionalText = plainText.trim().max(LIMITS.shortText).optional().default('');
export const email = z.string().trim().toLowerCase().max(LIMITS.shortText).pipe(z.email());
/**
 * A Bangladeshi mobile number, read as its 11 digits (`+880 1711-000001 ext 9` is `01711000001`): what a
 * listing stores and what tells one seller's number from another's (shared/phone.ts).
 */
export const mobilePhone = shortText.transform((text, ctx) => {
  const number = mobileNumber(text);
  if (number) return number;
  ctx.addIssue({ code: 'custom', message: VALIDATION.product.phoneNotMobile });
  return z.NEVER;
});
/** Whole Taka amounts; strings are refused so that "100abc" never becomes 100. */
export const amount = z.number().int().min(0).max(LIMITS.price);
/** The key the image store gives a photo: its content hash, and which of the two sizes it is. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}-(card|large)\.webp$/;
/**
 * The shape of a photo URL the image store issues: `/images/<key>` on local disk, or the bucket's
 * public URL and `/<key>`. The server also checks that it is its own store's (images/store).
 */
export const imageUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .regex(/^(\/images\/|https?:\/\/\S+\/)[0-9a-f]{2}\/[0-9a-f]{32}-(card|large)\.webp$/, 'must be a photo uploaded to Market');
export const id = z.uuid();

export const idParams = z.object({ id });
export const emailParams = z.object({ email });
export const emailQuery = z.object({ email });

export const errorBody = z.object({ error: z.string(), message: z.string() });
export const deletedCount = z.object({ deletedCount: z.number().int() });
export const modifiedCount = z.object({ modifiedCount: z.number().int() });
export const insertedId = z.object({ acknowledged: z.boolean(), insertedId: z.string() });
