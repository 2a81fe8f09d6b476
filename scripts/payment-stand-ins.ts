// Local stand-ins of bKash and SSLCommerz for `npm run dev` (scripts/dev.mjs): each speaks its provider's
// protocol (src/server/testing/), so the whole flow of a hosted payment runs offline. Prints, as one line
// of JSON, the environment that points Market at them, then runs until stopped.
import { startBkashStandIn } from '../src/server/testing/bkash-stand-in.ts';
import { startSslcommerzStandIn } from '../src/server/testing/sslcommerz-stand-in.ts';

const [bkash, sslcommerz] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn()]);
const { baseUrl, appKey, appSecret, username, password } = bkash.clientOptions;
process.stdout.write(
  `${JSON.stringify({
    BKASH_BASE_URL: baseUrl,
    BKASH_APP_KEY: appKey,
    BKASH_APP_SECRET: appSecret,
    BKASH_USERNAME: username,
    BKASH_PASSWORD: password,
    SSLCOMMERZ_BASE_URL: sslcommerz.baseUrl,
    SSLCOMMERZ_STORE_ID: sslcommerz.storeId,
    SSLCOMMERZ_STORE_PASSWORD: sslcommerz.storePassword,
  })}\n`,
);
const stop = () => void Promise.all([bkash.close(), sslcommerz.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
