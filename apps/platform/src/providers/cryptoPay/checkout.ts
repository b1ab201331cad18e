import { CSP_NONCE_SLOT, cspHash } from '../../http/securityHeaders';

/**
 * The sandbox checkout page of CryptoPay: what the deposit modal's frame shows. Self-contained
 * HTML (inline styles, no script needed to pay), usable by keyboard and screen reader.
 */

export const CHECKOUT_BASE_PATH = '/api/payments/crypto-pay/checkout';
export const checkoutPath = (uuid: string) => `${CHECKOUT_BASE_PATH}/${uuid}`;

export interface CheckoutPageData {
  uuid: string;
  amount: string;
  currency: string;
  symbol: string;
  status: string;
  coins: { code: string; name: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char] ?? char,
  );

const STYLE = `
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;color:#f1f5f9}
main{width:min(440px,100% - 32px);margin:24px auto;padding:28px;border-radius:16px;background:#151c33;border:1px solid #2a3558}
.brand{margin:0 0 4px;font-size:.85rem;letter-spacing:.12em;text-transform:uppercase;color:#93c5fd}
h1{margin:0 0 20px;font-size:1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#cbd5e1}dd{margin:0;font-weight:700;text-align:right}
.amount{font-size:1.25rem}
fieldset{border:1px solid #2a3558;border-radius:12px;margin:0 0 20px;padding:12px 16px}
legend{padding:0 6px;color:#e2e8f0;font-weight:600}
label{display:flex;align-items:center;gap:10px;padding:8px 0;cursor:pointer}
input[type=radio]{width:18px;height:18px;accent-color:#60a5fa}
button{width:100%;min-height:44px;border-radius:10px;border:0;font:inherit;font-weight:700;cursor:pointer}
.confirm{background:#22c55e;color:#052e16}
.fail{margin-top:12px;background:transparent;color:#fecaca;border:1px solid #f87171}
button:focus-visible,input:focus-visible{outline:3px solid #facc15;outline-offset:2px}
.status{padding:14px 16px;border-radius:10px;background:#1e293b;margin:0}
.note{margin:20px 0 0;font-size:.85rem;color:#cbd5e1}
`;

/** The Content-Security-Policy source of the page's one style element. */
export const CHECKOUT_STYLE_HASH = cspHash(STYLE);

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · CryptoPay sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">CryptoPay sandbox</p>
${body}
</main>${script}
</body>
</html>`;
}

const STATUS_TEXT: Record<string, string> = {
  completed: 'Payment confirmed. The amount has been credited to your wallet.',
  failed: 'Payment failed. Nothing was charged.',
  cancelled: 'This payment link was cancelled.',
  expired: 'This payment link has expired.',
  held: 'Payment received. It was not credited: it is held under your player protection settings and will be returned.',
  refunding: 'Payment received and being returned to you under your player protection settings.',
  refunded: 'Payment returned to you under your player protection settings.',
};

/** The page of a deposit: the amount, a coin choice and Confirm or Fail while it is pending. */
export function renderCheckoutPage(data: CheckoutPageData): string {
  const amount = `${data.symbol}${data.amount}`;
  const summary = `<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
<dt>Currency</dt><dd>${escapeHtml(data.currency)}</dd>
<dt>Reference</dt><dd><small>${escapeHtml(data.uuid.slice(0, 8))}</small></dd>
</dl>`;
  const action = checkoutPath(data.uuid);
  if (data.status !== 'pending') {
    // Tells the site's deposit modal (the parent frame) how the payment ended.
    const script = `\n<script nonce="${CSP_NONCE_SLOT}">try{window.parent.postMessage(${JSON.stringify({
      source: 'cryptopay-sandbox',
      uuid: data.uuid,
      status: data.status,
    })},'*')}catch(e){}</script>`;
    return page(
      'Payment',
      `<h1>Payment</h1>${summary}<p class="status" role="status">${escapeHtml(
        STATUS_TEXT[data.status] ?? `Status: ${data.status}`,
      )}</p>`,
      script,
    );
  }
  const options = data.coins
    .map(
      (coin, index) =>
        `<label><input type="radio" name="coin" value="${escapeHtml(coin.code)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
          `${coin.name} (${coin.code})`,
        )}</label>`,
    )
    .join('\n');
  return page(
    'Pay',
    `<h1>Complete your deposit</h1>${summary}
<form method="post" action="${escapeHtml(`${action}/confirm`)}">
<fieldset><legend>Pay with</legend>
${options}
</fieldset>
<button type="submit" class="confirm">Confirm payment</button>
</form>
<form method="post" action="${escapeHtml(`${action}/fail`)}">
<button type="submit" class="fail">Fail payment</button>
</form>
<p class="note">Sandbox: no real coins move. Confirm sends the signed payment.confirmed webhook to the platform; Fail sends payment.failed.</p>`,
  );
}

/** A page for a missing deposit or a problem. */
export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="status" role="alert">${escapeHtml(message)}</p>`);
}
