// Point 1: a deposit limit holds whatever the provider does. The provider's invoices of replaced
// links stay payable at a real provider, so the attack confirms them as the provider would: a signed
// payment.confirmed for each (the platform under attack runs with its local webhook secret, or the
// one in CRYPTOPAY_WEBHOOK_SECRET).
import { createHmac, randomUUID } from 'node:crypto';

const secret = process.env.CRYPTOPAY_WEBHOOK_SECRET ?? 'local-cryptopay-webhook-secret';
const sandboxKey = process.env.CRYPTOPAY_API_KEY ?? 'local-cryptopay-sandbox-api-key';

export default async function depositLimits(kit) {
  const { call, player, report } = kit;
  const confirm = async (link, amount) => {
    const raw = JSON.stringify({
      event: 'payment.confirmed',
      eventId: randomUUID(),
      paymentUuid: link.uuid,
      amount,
      currency: 'EUR',
    });
    const signature = createHmac('sha256', secret).update(raw).digest('hex');
    return call('POST', '/api/payments/crypto-pay/webhook', {
      raw,
      headers: { 'content-type': 'application/json', 'x-cryptopay-signature': signature },
    });
  };
  const openLink = (p, amount) =>
    call('POST', '/api/payments/crypto-pay/payment-link', { token: p.token, body: { amount } });
  const limit = (p, amount) =>
    call('PUT', '/api/players/responsible-gaming/limits', {
      token: p.token,
      body: { kind: 'deposit', period: 'day', amount },
    });
  const balance = async (p) =>
    (await call('GET', '/api/players/details', { token: p.token })).json?.result?.accounts?.[0];
  const history = async (p) =>
    (await call('GET', '/api/players/transactions?limit=50', { token: p.token })).json?.result?.transactions ?? [];

  // 1. Five links opened one after the other, each paid.
  {
    const p = await player();
    await limit(p, '100');
    const links = [];
    for (let i = 0; i < 5; i += 1) links.push((await openLink(p, '100')).json?.result);
    const statuses = [];
    for (const link of links) statuses.push((await confirm(link, '100.00')).status);
    const account = await balance(p);
    report(
      'a 100/day deposit limit and five links paid one after the other',
      account?.value === '100.00',
      `confirmations ${statuses.join(',')}; balance ${account?.value}, held ${account?.held}`,
    );
    const rows = await history(p);
    const shown = rows.filter((row) => row.hold?.reason === 'deposit_limit');
    report(
      'the money over the limit is shown to the player with its reason',
      shown.length === 4,
      `${shown.length} of 4 rows with a hold: ${shown[0]?.status?.name ?? '-'} "${shown[0]?.hold?.message ?? ''}"`,
    );
  }

  // 2. Thirty links opened at once, all paid at once.
  {
    const p = await player();
    await limit(p, '100');
    const opened = await Promise.all(Array.from({ length: 30 }, () => openLink(p, '100')));
    const links = opened.filter((answer) => answer.status === 200).map((answer) => answer.json.result);
    const paid = await Promise.all(links.map((link) => confirm(link, '100.00')));
    const account = await balance(p);
    report(
      'a 100/day deposit limit and 30 links opened and paid at once',
      account?.value === '100.00',
      `${links.length} links, ${paid.filter((answer) => answer.status === 200).length} confirmations accepted; balance ${account?.value}`,
    );
  }

  // 3. A link opened before the limit was set, paid after it.
  {
    const p = await player();
    const link = (await openLink(p, '500')).json?.result;
    await limit(p, '100');
    const answer = await confirm(link, '500.00');
    const account = await balance(p);
    report(
      'a link opened before a limit, paid after it',
      account?.value === '0.00',
      `confirmation ${answer.status}; balance ${account?.value}`,
    );
  }

  // 4. A replaced link's invoice is cancelled at the provider: the (sandbox) provider API has the call.
  {
    const p = await player();
    const first = (await openLink(p, '10')).json?.result;
    const cancel = await call('POST', `/api/payments/crypto-pay/sandbox/invoices/sbx_${first.uuid}/cancel`, {
      headers: { authorization: `Bearer ${sandboxKey}` },
    });
    report(
      'the provider API can cancel an invoice',
      cancel.status === 200 && cancel.json?.status === 'cancelled',
      `POST .../invoices/sbx_<uuid>/cancel: ${cancel.status} ${cancel.text.slice(0, 80)}`,
    );
  }

  // 5. Links expire (needs TEST_CLOCK=true on the platform under attack).
  {
    const p = await player();
    await openLink(p, '10');
    const moved = await kit.operator('POST', '/api/test/clock', { advanceMinutes: 31 });
    if (moved.status !== 200) {
      kit.skip('payment links expire', `the platform's clock cannot be moved (TEST_CLOCK): ${moved.status}`);
    } else {
      const previous = await call('GET', '/api/players/check-previous-payment-link', { token: p.token });
      report(
        'a payment link 31 minutes old',
        previous.json?.result?.previousLinkExists === false,
        `previous link exists: ${previous.json?.result?.previousLinkExists}`,
      );
    }
  }
}
