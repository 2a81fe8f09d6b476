/**
 * The pages of the SSLCommerz stand-in's hosted checkout: the payment page a buyer is sent to
 * (GatewayPageURL), and the page that carries the outcome back to the merchant's success, fail or
 * cancel URL as SSLCommerz does, with a form the browser posts by itself.
 */

/** In which order the merchant hears of a payment: the server's notice (IPN) and the buyer's return. */
export type NoticeOrder = 'ipn-first' | 'return-first' | 'no-ipn';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

const ORDERS: [NoticeOrder, string][] = [
  ['ipn-first', 'IPN first, then the return'],
  ['return-first', 'Return first, then the IPN'],
  ['no-ipn', 'No IPN (the notice is lost)'],
];

export function paymentPage(input: {
  action: string;
  tranId: string;
  amount: string;
  currency: string;
  productName: string;
  order: NoticeOrder;
}) {
  const orders = ORDERS.map(
    ([value, label]) =>
      `<label><input type="radio" name="notice_order" value="${value}"${value === input.order ? ' checked' : ''}> ${escape(label)}</label><br>`,
  ).join('\n');
  return page(
    'SSLCommerz stand-in: pay',
    `<h1>SSLCommerz stand-in</h1>
<p>${escape(input.productName)}</p>
<p>Amount to pay: <strong id="amount">${escape(input.currency)} ${escape(input.amount)}</strong></p>
<p>Transaction: <code>${escape(input.tranId)}</code></p>
<form method="post" action="${escape(input.action)}">
<fieldset>
<legend>Order of the two notices</legend>
${orders}
</fieldset>
<p><label><input type="checkbox" name="risk_level" value="1"> Risky payment (risk level 1)</label></p>
<button type="submit" name="outcome" value="pay">Pay</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}

/** What SSLCommerz answers the browser with: a form to the merchant that submits itself. */
export function returnPage(url: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    'SSLCommerz stand-in: back to the merchant',
    `<h1>Returning to the merchant</h1>
<form method="post" action="${escape(url)}">
${inputs}
<noscript><button type="submit">Return to the merchant</button></noscript>
</form>
<script>document.forms[0].submit();</script>`,
  );
}

export function messagePage(title: string, message: string) {
  return page(`SSLCommerz stand-in: ${title}`, `<h1>${escape(title)}</h1>\n<p>${escape(message)}</p>`);
}
