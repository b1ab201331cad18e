import { randomUUID } from 'node:crypto';
import {
  adminApi,
  buildPath,
  type Pagination,
  type PaymentTransaction,
  paymentsApi,
  playersApi,
} from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlausibleAddress } from '../src/services/withdrawals';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';
import {
  ADDRESSES,
  admin,
  createLink,
  credit,
  entriesOfType,
  expiredToken,
  figures,
  makeEligible,
  newPlayer,
  type Player,
} from './paymentsFixtures';

type Envelope<T> = { result: T; error?: { code: number; message: string; fields?: Record<string, string> } };
type Page = { transactions: PaymentTransaction[]; pagination: Pagination };

/** USDT on Tron at the low fee (1.00). */
const usdtTron = (amount: string | number, address = ADDRESSES.TRC20) => ({
  amount,
  address,
  network: 'TRC20',
  networkFeeLevel: 'low',
  receivedCurrency: 'USDT',
});

describe.each(databaseKinds)('withdrawals on %s', (kind) => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  const withdrawPath = buildPath(paymentsApi.withdraw);
  const cancelPath = buildPath(paymentsApi.cancelWithdraw);
  const withdraw = (player: Player, body: unknown, headers?: Record<string, string>) =>
    t.call<Envelope<PaymentTransaction>>('POST', withdrawPath, {
      token: player.token,
      body,
      ...(headers ? { headers } : {}),
    });
  const cancel = (player: Player, uuid: string) =>
    t.call<Envelope<PaymentTransaction>>('POST', cancelPath, { token: player.token, body: { uuid } });
  const approve = (uuid: string) =>
    admin(t).call<Envelope<PaymentTransaction>>('POST', buildPath(adminApi.approveWithdrawal, { uuid }));
  const reject = (uuid: string, reason: unknown) =>
    admin(t).call<Envelope<PaymentTransaction>>('POST', buildPath(adminApi.rejectWithdrawal, { uuid }), { reason });

  async function funded(units: bigint): Promise<Player> {
    const player = await makeEligible(t, await newPlayer(t));
    await credit(t, player, units);
    return player;
  }

  describe('request', () => {
    it('holds the amount plus the fee and answers the requested transaction', async () => {
      const player = await funded(10_000n);
      const { status, body } = await withdraw(player, usdtTron(25));
      expect(status).toBe(200);
      expect(body.result).toMatchObject({
        provider: 'CRYPTOPAY',
        accountId: player.accountId,
        amount: '25.00',
        fee: { amount: '1.00' },
        type: { name: 'withdrawal' },
        status: { name: 'requested' },
        rejectionReason: null,
        withdrawal: { address: ADDRESSES.TRC20, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
      });
      const after = await figures(t, player);
      expect(after).toMatchObject({ balance: 7_400n, held: 2_600n, ledgerBalance: 7_400n, ledgerHeld: 2_600n });
      const [block] = await entriesOfType(t, player, 'block');
      expect(block).toMatchObject({ balanceDelta: -2_600n, heldDelta: 2_600n, referenceId: body.result.uuid });
    });

    it('accepts the coin and network in any case, and a decimal string amount', async () => {
      const player = await funded(10_000n);
      const { status, body } = await withdraw(player, {
        amount: '12.34',
        address: ADDRESSES.EVM.toLowerCase(),
        network: 'erc20',
        networkFeeLevel: 'high',
        receivedCurrency: 'eth',
      });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ amount: '12.34', fee: { amount: '5.00' } });
      expect(body.result.withdrawal).toMatchObject({ network: 'ERC20', receivedCurrency: 'ETH' });
    });

    it('refuses missing fields with the spec messages', async () => {
      const player = await funded(10_000n);
      const empty = await withdraw(player, {});
      expect(empty.status).toBe(400);
      expect(empty.body.error?.fields).toEqual({
        amount: 'required',
        address: 'Wallet address is required',
        network: 'Network is required',
        networkFeeLevel: 'Fee level is required',
        receivedCurrency: 'Received currency is required',
      });
      const blanks = await withdraw(player, {
        amount: 5,
        address: '  ',
        network: '',
        networkFeeLevel: '',
        receivedCurrency: ' ',
      });
      expect(blanks.body.error?.fields).toEqual({
        address: 'Wallet address is required',
        network: 'Network is required',
        networkFeeLevel: 'Fee level is required',
        receivedCurrency: 'Received currency is required',
      });
      for (const body of [null, [], 'x']) expect((await withdraw(player, body)).status).toBe(400);
    });

    it('refuses bad amounts', async () => {
      const player = await funded(10_000n);
      const cases: [unknown, string][] = [
        ['', 'required'],
        [0.99, 'Minimum withdrawal is 1'],
        ['abc', 'must be a valid number'],
        [2.555, 'maximum 2 decimal places allowed'],
        ['1'.repeat(25), 'Maximum withdrawal is 1000000'],
        // One grammar: these were once read as 16, 5, 15, 1000, 5, 5 and 1e21.
        ...['0x10', '0b101', '0o17', '1e3', '+5', ' 5', 1e21].map((amount): [unknown, string] => [
          amount,
          'must be a valid number',
        ]),
        [[5], 'must be a valid number'],
        [{ value: 5 }, 'must be a valid number'],
        ['-5', 'Minimum withdrawal is 1'],
      ];
      const before = await figures(t, player);
      for (const [amount, message] of cases) {
        const response = await withdraw(player, usdtTron(amount as string));
        expect(response.status, JSON.stringify(amount)).toBe(400);
        expect(response.body.error?.fields?.amount, JSON.stringify(amount)).toBe(message);
      }
      expect(await figures(t, player)).toEqual(before);
    });

    it('refuses an unknown coin, network or level and an implausible address', async () => {
      const player = await funded(10_000n);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ receivedCurrency: 'DOGE' }, 'receivedCurrency', 'This coin is not available'],
        // USDT is on ERC20 too: there the Tron address is the problem.
        [{ network: 'ERC20' }, 'address', 'Invalid wallet address for this network'],
        [{ network: 'SOLANA' }, 'network', 'This network is not available for the coin'],
        [{ address: ADDRESSES.EVM }, 'address', 'Invalid wallet address for this network'],
        [{ address: 'T123' }, 'address', 'Invalid wallet address for this network'],
        [{ address: 'x'.repeat(10_000) }, 'address', 'Invalid wallet address for this network'],
      ];
      for (const [change, field, message] of cases) {
        const response = await withdraw(player, { ...usdtTron(5), ...change });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(response.body.error?.fields?.[field], JSON.stringify(change)).toBe(message);
      }
      const level = await withdraw(player, { ...usdtTron(5), networkFeeLevel: 'turbo' });
      expect(level.status).toBe(400);
      expect(level.body.error?.fields?.networkFeeLevel).toBeDefined();
      expect((await figures(t, player)).held).toBe(0n);
    });

    it('refuses more than the balance (amount plus fee) with Insufficient balance', async () => {
      const player = await funded(1_000n);
      const over = await withdraw(player, usdtTron(10));
      expect(over.status).toBe(400);
      expect(over.body.error?.fields?.amount).toBe('Insufficient balance');
      const exact = await withdraw(player, usdtTron(9));
      expect(exact.status).toBe(200);
      expect(await figures(t, player)).toMatchObject({ balance: 0n, held: 1_000n });
    });

    it('needs a valid token', async () => {
      const player = await funded(10_000n);
      expect((await t.call('POST', withdrawPath, { body: usdtTron(5) })).status).toBe(401);
      const expired = await expiredToken(t, player);
      expect((await t.call('POST', withdrawPath, { token: expired, body: usdtTron(5) })).status).toBe(401);
      expect((await t.call('POST', cancelPath, { token: expired, body: { uuid: randomUUID() } })).status).toBe(401);
    });

    it('is idempotent by Idempotency-Key', async () => {
      const player = await funded(10_000n);
      const key = { 'idempotency-key': `withdraw-${randomUUID()}` };
      const results = await Promise.all(Array.from({ length: 5 }, () => withdraw(player, usdtTron(10), key)));
      expect(results.map((r) => r.status)).toEqual(Array(5).fill(200));
      expect(new Set(results.map((r) => r.body.result.uuid)).size).toBe(1);
      expect(await figures(t, player)).toMatchObject({ balance: 8_900n, held: 1_100n });
      const other = await withdraw(player, usdtTron(11), key);
      expect(other.status).toBe(409);
      const tooLong = await withdraw(player, usdtTron(10), { 'idempotency-key': 'k'.repeat(201) });
      expect(tooLong.status).toBe(400);
      // Without a key every call is a new request.
      await withdraw(player, usdtTron(10));
      await withdraw(player, usdtTron(10));
      expect((await figures(t, player)).held).toBe(3_300n);
    });

    it('100 concurrent withdrawals never overdraw, and the ledger adds up', async () => {
      const player = await funded(100_000n); // 1000.00
      const results = await Promise.all(
        Array.from({ length: 100 }, () => withdraw(player, usdtTron(14))), // 14.00 + 1.00 fee each
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(66); // 66 x 15.00 = 990.00
      for (const refused of results.filter((r) => r.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body.error?.fields?.amount).toBe('Insufficient balance');
      }
      const after = await figures(t, player);
      expect(after).toMatchObject({ balance: 1_000n, held: 99_000n });
      expect(after.ledgerBalance).toBe(after.balance);
      expect(after.ledgerHeld).toBe(after.held);
      const history = await t.call<Envelope<Page>>(
        'GET',
        buildPath(playersApi.listTransactions, undefined, { limit: 100 }),
        { token: player.token },
      );
      expect(history.body.result.pagination.totalItems).toBe(66);
    });
  });

  describe('cancel', () => {
    it('releases the hold of the own requested withdrawal, once', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      const cancelled = await cancel(player, body.result.uuid);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.result.status.name).toBe('cancelled');
      expect(await figures(t, player)).toMatchObject({ balance: 5_000n, held: 0n });
      const again = await cancel(player, body.result.uuid);
      expect(again.status).toBe(409);
      expect(await figures(t, player)).toMatchObject({ balance: 5_000n, held: 0n });
    });

    it('happens exactly once under 10 concurrent cancels', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      const results = await Promise.all(Array.from({ length: 10 }, () => cancel(player, body.result.uuid)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      const after = await figures(t, player);
      expect(after).toMatchObject({ balance: 5_000n, held: 0n, ledgerBalance: 5_000n, ledgerHeld: 0n });
      expect(await entriesOfType(t, player, 'unblock')).toHaveLength(1);
    });

    it("refuses another player's withdrawal, a deposit and an unknown uuid with 404", async () => {
      const owner = await funded(5_000n);
      const thief = await funded(5_000n);
      const { body } = await withdraw(owner, usdtTron(20));
      const stolen = await cancel(thief, body.result.uuid);
      expect(stolen.status).toBe(404);
      expect(stolen.body.error?.message).toBe('Withdrawal not found');
      const link = await createLink(t, owner, 10);
      expect((await cancel(owner, link.uuid)).status).toBe(404);
      expect((await cancel(owner, randomUUID())).status).toBe(404);
      expect((await cancel(owner, 'not-a-uuid')).status).toBe(400);
      expect((await t.call('POST', cancelPath, { token: owner.token, body: {} })).status).toBe(400);
      expect(await figures(t, owner)).toMatchObject({ held: 2_100n });
    });
  });

  describe('operator decisions', () => {
    it('approve pays out the held money exactly once under concurrency', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      const results = await Promise.all(Array.from({ length: 10 }, () => approve(body.result.uuid)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(results.find((r) => r.status === 200)?.body.result.status.name).toBe('completed');
      const after = await figures(t, player);
      expect(after).toMatchObject({ balance: 2_900n, held: 0n, ledgerBalance: 2_900n, ledgerHeld: 0n });
      expect(await entriesOfType(t, player, 'withdrawal')).toHaveLength(1);
      expect((await cancel(player, body.result.uuid)).status).toBe(409);
    });

    it('reject releases the hold exactly once and shows the reason', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      const results = await Promise.all(
        Array.from({ length: 10 }, () => reject(body.result.uuid, 'Address on a block list')),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(await figures(t, player)).toMatchObject({ balance: 5_000n, held: 0n, ledgerBalance: 5_000n });
      const history = await t.call<Envelope<Page>>('GET', buildPath(playersApi.listTransactions), {
        token: player.token,
      });
      expect(history.body.result.transactions[0]).toMatchObject({
        uuid: body.result.uuid,
        status: { name: 'rejected' },
        rejectionReason: 'Address on a block list',
      });
    });

    it('lets only one of cancel, approve and reject win a race', async () => {
      for (let round = 0; round < 3; round += 1) {
        const player = await funded(5_000n);
        const { body } = await withdraw(player, usdtTron(20));
        const results = await Promise.all([
          cancel(player, body.result.uuid),
          approve(body.result.uuid),
          reject(body.result.uuid, 'race'),
          cancel(player, body.result.uuid),
          approve(body.result.uuid),
        ]);
        expect(results.filter((r) => r.status === 200)).toHaveLength(1);
        const after = await figures(t, player);
        expect(after.held).toBe(0n);
        expect(after.ledgerBalance).toBe(after.balance);
        expect([2_900n, 5_000n]).toContain(after.balance);
      }
    });

    it('needs a reason to reject and refuses unknown withdrawals', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      expect((await reject(body.result.uuid, '   ')).body.error?.fields?.reason).toBe('required');
      expect((await reject(body.result.uuid, '')).status).toBe(400);
      expect((await reject(body.result.uuid, undefined)).status).toBe(400);
      expect((await reject(body.result.uuid, 'r'.repeat(501))).status).toBe(400);
      expect((await approve(randomUUID())).status).toBe(404);
      expect((await approve('nope')).status).toBe(400);
      const link = await createLink(t, player, 10);
      expect((await approve(link.uuid)).status).toBe(404);
    });

    it('lists requested withdrawals oldest first, or those of a status', async () => {
      const player = await funded(10_000n);
      const first = (await withdraw(player, usdtTron(5))).body.result;
      const second = (await withdraw(player, usdtTron(6))).body.result;
      const list = await admin(t).call<Envelope<Page>>(
        'GET',
        buildPath(adminApi.listWithdrawals, undefined, { limit: 100 }),
      );
      expect(list.status).toBe(200);
      const mine = list.body.result.transactions.filter((row) => row.accountId === player.accountId);
      expect(mine.map((row) => row.uuid)).toEqual([first.uuid, second.uuid]);
      expect(list.body.result.transactions.every((row) => row.status.name === 'requested')).toBe(true);
      await approve(first.uuid);
      const completed = await admin(t).call<Envelope<Page>>(
        'GET',
        buildPath(adminApi.listWithdrawals, undefined, { status: 'completed', limit: 100 }),
      );
      expect(completed.body.result.transactions.map((row) => row.uuid)).toContain(first.uuid);
      expect(
        (await admin(t).call('GET', buildPath(adminApi.listWithdrawals, undefined, { status: 'lost' as never })))
          .status,
      ).toBe(400);
    });

    it('needs the operator token', async () => {
      const player = await funded(5_000n);
      const { body } = await withdraw(player, usdtTron(20));
      const path = buildPath(adminApi.approveWithdrawal, { uuid: body.result.uuid });
      expect((await t.call('POST', path)).status).toBe(401);
      expect((await t.call('POST', path, { token: 'wrong-token' })).status).toBe(403);
      expect((await t.call('POST', path, { token: player.token })).status).toBe(403);
      expect((await t.call('GET', buildPath(adminApi.listWithdrawals), { token: player.token })).status).toBe(403);
      expect(
        (
          await t.call('POST', buildPath(adminApi.rejectWithdrawal, { uuid: body.result.uuid }), {
            body: { reason: 'x' },
          })
        ).status,
      ).toBe(401);
      expect((await figures(t, player)).held).toBe(2_100n);
    });
  });
});

describe('wallet address rules', () => {
  it.each([
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', 'bc1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', false],
    ['BTC', '0x52908400098527886E0F7030069857D2E4169EE7', false],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', true],
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0', false],
    ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['BEP20', '0x52908400098527886e0f7030069857d2e4169ee7', true],
    ['ARBITRUM', '0x5290840009852788', false],
    ['LTC', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', true],
    ['LTC', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea', true],
  ])('%s %s -> %s', (network, address, expected) => {
    expect(isPlausibleAddress(network, address)).toBe(expected);
  });
});
