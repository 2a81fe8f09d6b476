import { z } from '../zod.ts';
import { PAYMENT_METHODS } from '../constants.ts';

/** GET /config: what the browser needs to know about this server's setup (architecture §6); no secrets. */
export const clientConfig = z.object({
  google: z.boolean(),
  payments: z.object({
    /** The card provider, when cards are offered. */
    provider: z.enum(['sandbox', 'stripe']).nullable(),
    publishableKey: z.string().nullable(),
    /** The ways to pay a buyer may choose, in the order the payment page offers them. */
    methods: z.array(z.enum(PAYMENT_METHODS)),
    /** bKash is the sandbox's wallet page (architecture §7), not bKash itself. */
    bkashSandbox: z.boolean(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
