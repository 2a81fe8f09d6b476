/**
 * The bKash stand-in's hosted wallet page: the three steps bKash's own page asks for (wallet number,
 * verification code, PIN), one at a time, by the rules of bKash's published sandbox wallets. Each step
 * posts its form and is redirected (303) to the next one, and the last to the merchant's callback.
 */

export const WALLET_PAGE_PATH = '/redirect/tokenized/';

export type WalletStep = 'wallet' | 'otp' | 'pin';

/** Where a buyer is on the page. */
export interface WalletJourney {
  step: WalletStep;
  wallet?: string;
}

export type WalletOutcome =
  { status: 'success'; wallet: string } | { status: 'failure'; failure: { code: string; message: string } } | { status: 'cancel' };

/** bKash's published sandbox values: every wallet takes this OTP and this PIN. */
export const SANDBOX_OTP = '123456';
export const SANDBOX_PIN = '12121';
/** Wallets that pay. */
const SANDBOX_WALLETS = ['01770618575', '01929918378', '01770618576', '01877722345', '01619777282', '01619777283'];
/** Wallets that get through the steps and then fail, with the code bKash gives. */
const FAILING_WALLETS: Record<string, { code: string; message: string }> = {
  '01823074817': { code: '2023', message: 'Insufficient Balance' },
  '01823074818': { code: '2037', message: 'The account of the debit party is in a state which prohibits execution of this transaction' },
};

/** One step: moves the journey on (undefined), asks again with an error, or ends the journey. */
export function takeStep(journey: WalletJourney, value: string): { error: string } | { end: WalletOutcome } | undefined {
  if (journey.step === 'wallet') {
    if (!SANDBOX_WALLETS.includes(value) && !Object.hasOwn(FAILING_WALLETS, value)) {
      return { error: 'Enter a bKash sandbox wallet number, such as 01770618575.' };
    }
    Object.assign(journey, { step: 'otp', wallet: value });
    return undefined;
  }
  if (journey.step === 'otp') {
    if (value !== SANDBOX_OTP) return { end: { status: 'failure', failure: { code: '2016', message: 'Wrong verification code' } } };
    journey.step = 'pin';
    return undefined;
  }
  if (value !== SANDBOX_PIN) return { end: { status: 'failure', failure: { code: '2014', message: 'Wrong PIN' } } };
  const wallet = journey.wallet!;
  const failing = Object.hasOwn(FAILING_WALLETS, wallet) ? FAILING_WALLETS[wallet] : undefined;
  return { end: failing ? { status: 'failure', failure: failing } : { status: 'success', wallet } };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const maskWallet = (wallet: string) => `${wallet.slice(0, 3)}******${wallet.slice(-2)}`;

const FIELDS: Record<WalletStep, { label: string; hint: (wallet: string) => string; attributes: string }> = {
  wallet: {
    label: 'Wallet number',
    hint: () => 'Step 1 of 3. Your bKash account number: 11 digits starting with 01.',
    attributes: 'type="text" inputmode="numeric" autocomplete="tel"',
  },
  otp: {
    label: 'Verification code (OTP)',
    hint: (wallet) => `Step 2 of 3. The 6-digit code sent to ${maskWallet(wallet)}.`,
    attributes: 'type="text" inputmode="numeric" autocomplete="one-time-code"',
  },
  pin: {
    label: 'PIN',
    hint: () => 'Step 3 of 3. Your bKash PIN.',
    attributes: 'type="password" inputmode="numeric" autocomplete="off"',
  },
};

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 { color: #b8004f; font-size: 1.4rem; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { font-size: 1.1rem; padding: .5rem; width: 100%; box-sizing: border-box; }
button { font-size: 1rem; padding: .6rem 1.2rem; margin: 1rem .5rem 0 0; }
[role="alert"] { color: #a00000; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>bKash sandbox payment</h1>
${main}
</main>
</body>
</html>`;
}

function walletPage(input: {
  paymentID: string;
  hash: string;
  step: WalletStep;
  amount: string;
  merchantInvoiceNumber: string;
  wallet?: string;
  error?: string;
}): string {
  const field = FIELDS[input.step];
  const error = input.error ? `<p role="alert" id="error">${escape(input.error)}</p>` : '';
  const described = input.error ? 'hint error' : 'hint';
  return page(
    `${field.label} – bKash sandbox payment`,
    `<p>Pay <strong>${escape(input.amount)} BDT</strong> for invoice ${escape(input.merchantInvoiceNumber)}.</p>
<form method="post" action="${WALLET_PAGE_PATH}">
<input type="hidden" name="paymentID" value="${escape(input.paymentID)}">
<input type="hidden" name="hash" value="${escape(input.hash)}">
<input type="hidden" name="step" value="${input.step}">
<label for="value">${field.label}</label>
<p id="hint">${escape(field.hint(input.wallet ?? ''))}</p>
${error}
<input id="value" name="value" ${field.attributes} required aria-describedby="${described}"${input.error ? ' aria-invalid="true"' : ''}>
<button type="submit" name="action" value="confirm">Confirm</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

/** For a payment that was finished, cancelled or never existed. */
const closedPage = (message: string) => page('bKash sandbox payment', `<p role="alert">${escape(message)}</p>`);

export interface WalletPageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The page's answer to a GET (the current step) or a POST of a step's form. `payment` is the one the
 * request names, if any; `end` records how the journey ended and answers the callback URL to send the
 * browser to.
 */
export function walletPageAnswer(
  request: { method: string; form: URLSearchParams },
  payment:
    { paymentID: string; hash: string; amount: string; merchantInvoiceNumber: string; open: boolean; journey: WalletJourney } | undefined,
  end: (outcome: WalletOutcome) => string,
): WalletPageAnswer {
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  const { form } = request;
  if (!payment || form.get('hash') !== payment.hash) return { status: 404, headers: html, body: closedPage('There is no such payment.') };
  if (!payment.open) return { status: 410, headers: html, body: closedPage('This payment is no longer open.') };
  const redirect = (location: string) => ({ status: 303, headers: { location }, body: '' });
  const render = (status: number, error?: string) => ({
    status,
    headers: html,
    body: walletPage({
      paymentID: payment.paymentID,
      hash: payment.hash,
      step: payment.journey.step,
      amount: payment.amount,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      ...(payment.journey.wallet !== undefined && { wallet: payment.journey.wallet }),
      ...(error !== undefined && { error }),
    }),
  });
  const currentStep = `${WALLET_PAGE_PATH}?${new URLSearchParams({ paymentID: payment.paymentID, hash: payment.hash }).toString()}`;

  if (request.method !== 'POST') return render(200);
  if (form.get('action') === 'cancel') return redirect(end({ status: 'cancel' }));
  // A form of an earlier step (a second tab, the back button): show where the payment is now.
  if (form.get('step') !== payment.journey.step) return redirect(currentStep);
  const result = takeStep(payment.journey, (form.get('value') ?? '').trim());
  if (!result) return redirect(currentStep);
  return 'error' in result ? render(422, result.error) : redirect(end(result.end));
}
