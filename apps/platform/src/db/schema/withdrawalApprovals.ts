import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { staff } from './staff';

/**
 * Staff approvals of a withdrawal (the back office's four eyes, issue 30): one row per staff
 * member and withdrawal (unique), written in the approval's transaction with the payment row
 * locked. A withdrawal at or over WITHDRAWAL_FOUR_EYES_AMOUNT is paid out at its second row, by a
 * staff member distinct from the first; below it, at its first.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_approvals_payment_staff').on(t.paymentId, t.staffId),
    index('withdrawal_approvals_staff').on(t.staffId),
  ],
);
