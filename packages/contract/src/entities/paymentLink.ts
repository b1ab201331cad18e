import Type, { type Static } from 'typebox';
import { AbsoluteUrl, Nullable, Uuid } from '../scalars';

/** A checkout link of a deposit, opened in the deposit modal's frame. */
export const PaymentLink = Type.Object(
  {
    link: AbsoluteUrl({ description: 'Checkout page of the payment provider.' }),
    uuid: Uuid({ description: 'The deposit (payment transaction) uuid.' }),
  },
  { title: 'PaymentLink' },
);
export type PaymentLink = Static<typeof PaymentLink>;

/** Whether the player has an unfinished deposit link to reopen. */
export const PreviousPaymentLink = Type.Object(
  {
    previousLinkExists: Type.Boolean(),
    link: Nullable(AbsoluteUrl(), { description: 'The unfinished checkout link; null when there is none.' }),
    uuid: Nullable(Uuid(), { description: 'Its deposit uuid; null when there is none.' }),
  },
  { title: 'PreviousPaymentLink' },
);
export type PreviousPaymentLink = Static<typeof PreviousPaymentLink>;
