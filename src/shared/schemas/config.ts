import { z } from '../zod.ts';

/** GET /config: what the browser needs to know about this server's setup (architecture §6); no secrets. */
export const clientConfig = z.object({
  google: z.boolean(),
  payments: z.object({ provider: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
