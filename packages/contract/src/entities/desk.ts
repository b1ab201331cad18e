import Type, { type Static } from 'typebox';
import { AmountString, DecimalString, IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { WITHDRAWAL_RISK_FLAGS } from '../vocabulary/payments';
import { PLAYER_SEARCH_MATCHES } from '../vocabulary/desk';
import { Account } from './account';
import { PlayerSession, SignInAttempt } from './accountSecurity';
import { CasinoRound } from './casinoRound';
import { KycRecord } from './kyc';
import { PaymentTransaction } from './paymentTransaction';
import { PlayerDetails } from './playerDetails';
import { ProtectionAuditEntry, ResponsibleGaming } from './responsibleGaming';
import { SportsbookBet } from './sportsbook';

/*
 * The back office's daily work (issue 30): the dashboard, the queues and the player 360.
 */

/** A queue's size and the arrival of its oldest item. */
export const QueueFigures = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  oldestSince: Nullable(IsoDateTime({ description: 'When the oldest waiting item arrived; null when empty.' })),
});
export type QueueFigures = Static<typeof QueueFigures>;

/** The dashboard: every queue, and the day's money per currency. */
export const DashboardFigures = Type.Object(
  {
    queues: Type.Object({ kyc: QueueFigures, withdrawals: QueueFigures, heldDeposits: QueueFigures }),
    day: Type.String({ description: 'The UTC day of the money figures, YYYY-MM-DD.' }),
    money: Type.Array(
      Type.Object({
        currency: Type.String(),
        deposits: AmountString({ description: 'Deposits credited that day.' }),
        withdrawals: AmountString({ description: 'Withdrawals paid out that day.' }),
        ggr: AmountString({ description: 'Stakes less wins (casino and sportsbook); may be negative.' }),
      }),
    ),
  },
  { title: 'DashboardFigures' },
);
export type DashboardFigures = Static<typeof DashboardFigures>;

/** One player found by the back office's search. */
export const PlayerSearchHit = Type.Object(
  {
    uuid: Uuid(),
    email: Type.String(),
    gamertag: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    country: Type.String(),
    currency: Type.String(),
    kycStatus: Nullable(Type.String()),
    createdAt: IsoDateTime(),
    matched: StringEnum([...PLAYER_SEARCH_MATCHES], { description: 'Which detail the search text matched.' }),
  },
  { title: 'PlayerSearchHit' },
);
export type PlayerSearchHit = Static<typeof PlayerSearchHit>;

/** A note a staff member wrote about a player. */
export const PlayerNote = Type.Object(
  {
    id: Uuid(),
    text: Type.String(),
    authorName: Type.String(),
    createdAt: IsoDateTime(),
  },
  { title: 'PlayerNote' },
);
export type PlayerNote = Static<typeof PlayerNote>;

/** The player 360: everything staff look at, on one page. */
export const Player360 = Type.Object(
  {
    player: PlayerDetails,
    locked: Type.Boolean({ description: 'Signing in is refused (locked by staff or after failed attempts).' }),
    lockedUntil: Nullable(IsoDateTime()),
    kyc: KycRecord,
    accounts: Type.Array(Account),
    transactions: Type.Array(PaymentTransaction, { description: 'The latest 20 payments and bonus movements.' }),
    rounds: Type.Array(CasinoRound, { description: 'The latest 20 casino rounds.' }),
    bets: Type.Array(SportsbookBet, { description: 'The latest 20 sportsbook bets.' }),
    sessions: Type.Array(PlayerSession),
    signIns: Type.Array(SignInAttempt),
    protection: ResponsibleGaming,
    protectionAudit: Type.Array(ProtectionAuditEntry),
    twoFactorEnabled: Type.Boolean(),
    notes: Type.Array(PlayerNote),
    tags: Type.Array(Type.String()),
  },
  { title: 'Player360' },
);
export type Player360 = Static<typeof Player360>;

/** One risk flag of a withdrawal with the figures behind it (amounts in the wallet's currency). */
export const WithdrawalRiskDetail = Type.Object(
  {
    flag: StringEnum([...WITHDRAWAL_RISK_FLAGS]),
    deposited: Type.Optional(AmountString({ description: 'little_play: the last deposit before the request.' })),
    staked: Type.Optional(AmountString({ description: 'little_play: what was staked since that deposit.' })),
    address: Type.Optional(Type.String({ description: 'new_address: the address never paid out to before.' })),
    convertedAt: Type.Optional(IsoDateTime({ description: 'bonus_converted_lately: when bonus money became cash.' })),
    threshold: Type.Optional(AmountString({ description: 'large_amount: WITHDRAWAL_FOUR_EYES_AMOUNT.' })),
  },
  { title: 'WithdrawalRiskDetail' },
);
export type WithdrawalRiskDetail = Static<typeof WithdrawalRiskDetail>;

/** One movement of a wallet's ledger, for a reviewer (signed amounts in the wallet's currency). */
export const LedgerMovement = Type.Object(
  {
    type: Type.String({ description: 'The ledger entry type: deposit, bet, win, block, withdrawal, bonus, ...' }),
    balanceDelta: DecimalString({ description: 'The change of the balance (cash and bonus).' }),
    heldDelta: DecimalString({ description: 'The change of the held money.' }),
    at: IsoDateTime(),
  },
  { title: 'LedgerMovement' },
);
export type LedgerMovement = Static<typeof LedgerMovement>;

/** A player's money over the last days and their latest ledger movements. */
export const RecentActivity = Type.Object(
  {
    days: Type.Integer({ minimum: 1, description: 'The window of the sums, in days back from now.' }),
    deposits: AmountString({ description: 'Deposits credited.' }),
    withdrawals: AmountString({ description: 'Withdrawals paid out (with their fees).' }),
    stakes: AmountString({ description: 'Casino and sportsbook stakes.' }),
    wins: AmountString({ description: 'Casino and sportsbook wins.' }),
    latest: Type.Array(LedgerMovement, { description: 'The latest 5 ledger movements, newest first.' }),
  },
  { title: 'RecentActivity' },
);
export type RecentActivity = Static<typeof RecentActivity>;

/** The player a queue item belongs to. */
export const QueuePlayer = Type.Object({
  uuid: Uuid(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});
export type QueuePlayer = Static<typeof QueuePlayer>;

/** A staff member's approval of a withdrawal. */
export const WithdrawalApproval = Type.Object(
  {
    staffId: Uuid(),
    staffName: Type.String(),
    at: IsoDateTime(),
    reason: Nullable(Type.String()),
  },
  { title: 'WithdrawalApproval' },
);
export type WithdrawalApproval = Static<typeof WithdrawalApproval>;

/** A withdrawal waiting in the queue, with what staff decide by. */
export const WithdrawalQueueItem = Type.Object(
  {
    withdrawal: PaymentTransaction,
    player: QueuePlayer,
    balance: Type.Object({ cash: AmountString(), bonus: AmountString(), held: AmountString() }),
    risks: Type.Array(WithdrawalRiskDetail, { description: 'In the order of WITHDRAWAL_RISK_FLAGS; empty when none.' }),
    needsSecondApproval: Type.Boolean({
      description: 'At or over WITHDRAWAL_FOUR_EYES_AMOUNT: two staff members approve.',
    }),
    approvals: Type.Array(WithdrawalApproval, { description: 'Approvals so far, oldest first.' }),
    activity: RecentActivity,
  },
  { title: 'WithdrawalQueueItem' },
);
export type WithdrawalQueueItem = Static<typeof WithdrawalQueueItem>;

/** A deposit held by player protection, waiting for staff (HELD_DEPOSITS=review) or its return. */
export const HeldDepositItem = Type.Object(
  {
    deposit: PaymentTransaction,
    player: QueuePlayer,
    reason: Type.String({ description: 'The rule that held it (a responsible-gaming reason, e.g. deposit_limit).' }),
  },
  { title: 'HeldDepositItem' },
);
export type HeldDepositItem = Static<typeof HeldDepositItem>;
