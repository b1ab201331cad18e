import { PassThrough, type Readable } from 'node:stream';
import {
  adminApi,
  CRYPTOPAY_SIGNATURE_HEADER,
  type PaymentTransaction,
  paymentsApi,
  playersApi,
} from '@casino/contract';
import { depositSchema, validateValues, withdrawSchema } from '@casino/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { SANDBOX_API_KEY } from '../providers/cryptoPay/api';
import { isValidSignature } from '../providers/cryptoPay/signature';
import { registerCryptoPaySandbox } from '../providers/cryptoPay/sandbox';
import { registerCryptoPaySandboxApi } from '../providers/cryptoPay/sandboxApi';
import { SANDBOX_GAMSTOP_API_KEY } from '../providers/registers/api';
import { registerRegisterSandboxes } from '../providers/registers/sandboxApi';
import { registerLugasSandbox } from '../providers/lugas/sandboxApi';
import type { Identity } from '../services/sessions';
import { automationActor } from './backoffice';
import { playerUuidOfPayment, recordAutomation } from './backofficeAutomation';

/** Largest webhook body read (the app's body limit). */
const WEBHOOK_BODY_LIMIT = 1_048_576;
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * Checks a body with the @casino/rules schema of the site's form before the contract's schema
 * does, so a caller gets the spec's messages ('Minimum deposit is 1', 'Wallet address is
 * required', ...) in `fields`, and the amount is judged as sent, before any type coercion.
 */
const rulesCheck = (schema: Parameters<typeof validateValues>[0]) => async (request: FastifyRequest) => {
  const body = request.body;
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const result = await validateValues(schema, input);
  if (!result.ok) throw badRequest(Object.values(result.errors)[0] ?? 'Invalid request', result.errors);
};

/**
 * Reads the webhook's raw bytes before they are parsed and checks their signature (401 on a
 * missing or wrong one), then hands the same bytes on to the JSON parser.
 */
const signedBody =
  (secret: string) =>
  async (request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += bytes.length;
      if (size > WEBHOOK_BODY_LIMIT) throw new ApiError(413, 'Request body is too large');
      chunks.push(bytes);
    }
    const raw = Buffer.concat(chunks);
    if (!isValidSignature(raw, request.headers[CRYPTOPAY_SIGNATURE_HEADER], secret)) {
      throw unauthorized('Invalid signature');
    }
    const stream = new PassThrough() as PassThrough & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = raw.length;
    stream.end(raw);
    return stream;
  };

function playerOf(identity: Identity | null): number {
  if (!identity) throw unauthorized();
  return identity.playerId;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key?.trim() || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    const message = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`;
    throw badRequest(message, { 'Idempotency-Key': message });
  }
  return key.trim();
}

/**
 * CryptoPay: coins and fees, deposits by payment link and signed webhook, withdrawals with hold,
 * cancel and the operator's approve or reject, and the player's payment history. Payment links
 * come from the provider's API at CRYPTOPAY_API_URL, or from the platform's own sandbox of that
 * API (with its checkout page) while SANDBOX_PROVIDERS is on and no provider is set.
 */
export async function registerPaymentsRoutes(context: PlatformContext): Promise<void> {
  const { app, config } = context;
  const { payments: paymentService, heldDeposits, withdrawalGates: gates, withdrawals } = context.services;
  context.route(paymentsApi.listCoins, () => paymentService.listCoins());
  context.route(paymentsApi.listNetworkFees, ({ query }) => paymentService.listNetworkFees(query));

  context.route(paymentsApi.createPaymentLink, {
    validate: rulesCheck(depositSchema),
    handler: async ({ body, identity }) => {
      // A UK player's GAMSTOP check older than 24 hours is renewed before a deposit (docs/registers.md).
      await context.services.registers.assertCheckedToday(playerOf(identity));
      return paymentService.createPaymentLink(playerOf(identity), body);
    },
  });

  context.route(paymentsApi.webhook, {
    preParsing: signedBody(config.cryptoPayWebhookSecret),
    handler: async ({ body }) => {
      await paymentService.handleWebhook(body);
      return { received: true as const };
    },
  });

  context.route(paymentsApi.withdraw, {
    validate: rulesCheck(withdrawSchema),
    handler: ({ body, identity, request }) => withdrawals.withdraw(playerOf(identity), body, idempotencyKeyOf(request)),
  });
  context.route(paymentsApi.withdrawalStatus, ({ identity }) => gates.status(playerOf(identity)));
  context.route(paymentsApi.cancelWithdraw, ({ body, identity }) => withdrawals.cancel(playerOf(identity), body.uuid));

  context.route(playersApi.listTransactions, ({ query, identity }) =>
    paymentService.listTransactions(playerOf(identity), query),
  );
  context.route(playersApi.checkPreviousPaymentLink, ({ identity }) => paymentService.previousLink(playerOf(identity)));
  context.route(playersApi.cancelPreviousPaymentLink, ({ identity }) =>
    paymentService.cancelPreviousLink(playerOf(identity)),
  );

  context.route(adminApi.listWithdrawals, ({ query }) => withdrawals.list(query));
  // The operator token is automation: its decisions on money are audited as such (issue 30).
  const decided = async (
    request: FastifyRequest,
    action: 'deposit.release' | 'deposit.refund',
    uuid: string,
    before: string,
    decide: () => Promise<PaymentTransaction>,
    reason: string | null = null,
  ) => {
    const transaction = await decide();
    await recordAutomation(context, request, {
      action,
      targetKind: 'deposit',
      targetId: uuid,
      playerUuid: await playerUuidOfPayment(context, uuid),
      before: { status: before },
      after: {
        status: transaction.status.name,
        amount: transaction.amount,
        currency: transaction.player.currency.code,
      },
      reason,
    });
    return transaction;
  };
  // Automation's withdrawal decisions are audited in their own transaction; at or over the
  // four-eyes amount automation cannot approve (two staff members do, in the back office).
  context.route(adminApi.approveWithdrawal, ({ params, request }) =>
    withdrawals.approve(params.uuid, automationActor(request)),
  );
  context.route(adminApi.rejectWithdrawal, ({ params, body, request }) =>
    withdrawals.reject(params.uuid, body.reason, automationActor(request)),
  );
  context.route(adminApi.listHeldDeposits, ({ query }) => heldDeposits.list(query));
  context.route(adminApi.releaseHeldDeposit, ({ params, request }) =>
    decided(request, 'deposit.release', params.uuid, 'held', () => heldDeposits.release(params.uuid)),
  );
  context.route(adminApi.refundHeldDeposit, ({ params, request }) =>
    decided(request, 'deposit.refund', params.uuid, 'held', () => heldDeposits.refund(params.uuid)),
  );

  if (config.sandboxProviders) {
    const checkout = (uuid: string) => paymentService.checkout(uuid);
    await registerCryptoPaySandbox(app, { webhookSecret: config.cryptoPayWebhookSecret, checkout });
    const apiKey = config.cryptoPayApiKey ?? SANDBOX_API_KEY;
    await registerCryptoPaySandboxApi(app, { apiKey, publicUrl: config.publicUrl, checkout });
    // The national exclusion registers' sandboxes (docs/registers.md).
    await registerRegisterSandboxes(app, {
      gamstopApiKey: config.registers.gamstop.apiKey ?? SANDBOX_GAMSTOP_API_KEY,
      cruksApiKey: config.registers.cruks.apiKey,
      oasisApiKey: config.registers.oasis.apiKey,
    });
    // LUGAS's sandbox (docs/lugas.md).
    await registerLugasSandbox(app, { apiKey: config.lugas.apiKey, clock: context.clock });
  }
}
