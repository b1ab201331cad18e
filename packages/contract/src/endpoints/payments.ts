import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Coin } from '../entities/coin';
import { NetworkFee, NetworkFeeLevel } from '../entities/networkFee';
import { PaymentLink } from '../entities/paymentLink';
import { PaymentTransaction } from '../entities/paymentTransaction';
import { WithdrawalStatus } from '../entities/withdrawalStatus';
import { AmountInput, AmountString, CurrencyCode, StringEnum, Uuid } from '../scalars';

/** Header of the CryptoPay webhook: hex HMAC-SHA256 of the raw request body with the shared secret. */
export const CRYPTOPAY_SIGNATURE_HEADER = 'x-cryptopay-signature';

export const CRYPTOPAY_WEBHOOK_EVENTS = ['payment.confirmed', 'payment.failed'] as const;

export const paymentsApi = {
  listCoins: defineEndpoint({
    method: 'GET',
    path: '/api/payments/crypto-pay/coins',
    tag: 'payments',
    access: 'player',
    summary: 'List the coins and networks a withdrawal can be received in.',
    result: Type.Array(Coin),
  }),

  listNetworkFees: defineEndpoint({
    method: 'GET',
    path: '/api/payments/crypto-pay/network-fee',
    tag: 'payments',
    access: 'player',
    summary: 'List the network fee options of withdrawals.',
    description: 'Every coin, network and level unless filtered.',
    query: Type.Object({
      currency: Type.Optional(CurrencyCode({ description: 'Only this coin.' })),
      network: Type.Optional(Type.String({ description: 'Only this network.' })),
    }),
    result: Type.Array(NetworkFee),
  }),

  createPaymentLink: defineEndpoint({
    method: 'POST',
    path: '/api/payments/crypto-pay/payment-link',
    tag: 'payments',
    access: 'player',
    summary: 'Start a deposit: get a checkout link (with an optional promo code).',
    description:
      "amount is in the player's currency, at least 1 (the deposit form sends a number; a decimal string is preferred). An unknown or inactive bonusCode answers 400 with fields.bonusCode. An unfinished link is replaced (cancelled). The deposit is credited, and the bonus granted, when the provider confirms the payment.",
    body: Type.Object({
      amount: AmountInput(),
      bonusCode: Type.Optional(Type.String({ description: 'Promo code; empty text means none.' })),
    }),
    result: PaymentLink,
  }),

  withdraw: defineEndpoint({
    method: 'POST',
    path: '/api/payments/crypto-pay/withdraw',
    tag: 'payments',
    access: 'player',
    summary: 'Request a withdrawal to a crypto wallet.',
    description:
      "amount is in the player's currency, at least 1 (the withdraw form sends a number; a decimal string is preferred). The amount plus fee is blocked at once; the operator approves or rejects. More than the cash (bonus money is never withdrawable) answers 400 with fields.amount. An unverified e-mail or KYC not approved answers 403 with error.reason 'email_unverified' or 'kyc_required'; a bonus in progress answers 409 with error.reason 'bonus_active' (forfeit it first). receivedCurrency and network are read in any case; the address must look like an address of the network (else 400 with fields.address). With an Idempotency-Key header, a repeated request answers the first withdrawal and blocks nothing more (the same key with other details answers 409); without one every call is a new request. Answers the requested transaction.",
    headers: Type.Object({
      'idempotency-key': Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 200,
          description: 'Makes a retried request safe: one withdrawal per key.',
        }),
      ),
    }),
    body: Type.Object({
      amount: AmountInput(),
      address: Type.String({ description: 'Destination wallet address.' }),
      network: Type.String({ description: 'A network of the coin (GET coins).' }),
      networkFeeLevel: NetworkFeeLevel,
      receivedCurrency: CurrencyCode({ description: 'The coin (GET coins).' }),
    }),
    result: PaymentTransaction,
  }),

  withdrawalStatus: defineEndpoint({
    method: 'GET',
    path: '/api/payments/crypto-pay/withdraw/status',
    tag: 'payments',
    access: 'player',
    summary: 'Whether the player can withdraw now: what is missing, the cash and the bonus in progress.',
    description:
      'A withdrawal needs a verified e-mail and approved KYC (unless the operator relaxed either) and no bonus in progress (the player forfeits it first: POST /api/players/bonuses/forfeit). Only cash can be withdrawn.',
    result: WithdrawalStatus,
  }),

  cancelWithdraw: defineEndpoint({
    method: 'POST',
    path: '/api/payments/crypto-pay/cancel-withdraw',
    tag: 'payments',
    access: 'player',
    summary: 'Cancel a requested withdrawal of the player.',
    description:
      "Only a withdrawal in status requested can be cancelled (else 409); the blocked amount is released. Another player's uuid answers 404. Answers the cancelled transaction.",
    body: Type.Object({ uuid: Uuid({ description: 'The withdrawal uuid.' }) }),
    result: PaymentTransaction,
  }),

  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/crypto-pay/webhook',
    tag: 'payments',
    access: 'public',
    summary: 'CryptoPay payment event (provider to platform).',
    description: `Signed: the ${CRYPTOPAY_SIGNATURE_HEADER} header is the lowercase hex HMAC-SHA256 of the raw body with the shared secret; a missing or wrong signature answers 401. Idempotent by eventId: a repeated event answers 200 and changes nothing. payment.confirmed credits the deposit once and grants the bonus of its promo code (amount and currency must match the deposit, else 400; a failed deposit answers 409); payment.failed marks a pending deposit failed. An unknown paymentUuid answers 404.`,
    headers: Type.Object({
      [CRYPTOPAY_SIGNATURE_HEADER]: Type.Optional(
        Type.String({ description: 'Lowercase hex HMAC-SHA256 of the raw body (checked by the handler: 401).' }),
      ),
    }),
    body: Type.Object({
      event: StringEnum([...CRYPTOPAY_WEBHOOK_EVENTS]),
      eventId: Type.String({ minLength: 1, maxLength: 200, description: "The provider's unique event id." }),
      paymentUuid: Uuid({ description: 'The deposit uuid (of payment-link).' }),
      amount: AmountString({ description: 'Paid amount, as a decimal string.' }),
      currency: CurrencyCode(),
    }),
    result: Type.Object({ received: Type.Literal(true) }),
  }),
} as const;
