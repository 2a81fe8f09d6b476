import { z } from '../zod.ts';

/** POST /images answers in the shape the client reads from an image host (product §7). */
export const imageUploadResult = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), largeUrl: z.string() }),
});
export const imageUploadError = z.object({ success: z.literal(false), error: z.string(), message: z.string() });
