// Local stand-ins of bKash and SSLCommerz for `npm run dev` (scripts/dev.mjs): each speaks its provider's
// protocol (src/server/testing/), so the whole flow of a hosted payment runs offline. Prints, as one line
// of JSON, the environment that points Market at them, then runs until stopped.
import { bkashEnv, startBkashStandIn } from '../src/server/testing/bkash-stand-in.ts';
import { sslcommerzEnv, startSslcommerzStandIn } from '../src/server/testing/sslcommerz-stand-in.ts';

const [bkash, sslcommerz] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn()]);
process.stdout.write(`${JSON.stringify({ ...bkashEnv(bkash), ...sslcommerzEnv(sslcommerz) })}\n`);
const stop = () => void Promise.all([bkash.close(), sslcommerz.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
