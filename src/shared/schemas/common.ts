import { z } from 'zod';
import { LIMITS } from '../constants.ts';

/** A required, trimmed single-line text field with a sane upper bound. */
export const shortText = z.string().trim().min(1).max(LIMITS.shortText);
export const longText = z.string().trim().min(1).max(LIMITS.longText);
export const optionalText = z.string().trim().max(LIMITS.shortText).optional().default('');
export const email = z.string().trim().toLowerCase().max(LIMITS.shortText).pipe(z.email());
/** Whole Taka amounts; strings are refused so that "100abc" never becomes 100. */
export const amount = z.number().int().min(0).max(LIMITS.price);
/** Photos are ours (`/images/…`) or, for legacy rows, an absolute http(s) URL. */
export const imageUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .regex(/^(\/images\/[\w./-]+|https?:\/\/\S+)$/, 'must be an /images/ path or an http(s) URL');
export const id = z.uuid();

export const idParams = z.object({ id });
export const emailParams = z.object({ email });
export const emailQuery = z.object({ email });

export const errorBody = z.object({ error: z.string(), message: z.string() });
export const deletedCount = z.object({ deletedCount: z.number().int() });
export const modifiedCount = z.object({ modifiedCount: z.number().int() });
export const insertedId = z.object({ acknowledged: z.boolean(), insertedId: z.string() });
