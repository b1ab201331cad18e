import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BusinessReport } from '../entities/reports';
import { IsoDate } from '../scalars';

/** The longest range a report covers, in days (a year and a day). */
export const REPORT_MAX_DAYS = 366;
/** The days a report covers when none are given (today included). */
export const REPORT_DEFAULT_DAYS = 30;
/** The currency of a report when none is given. */
export const REPORT_DEFAULT_CURRENCY = 'EUR';

/*
 * The back office's reports (issue 36): read-only `staff` endpoints with `reports.read`.
 */

/** Part of `backofficeApi`. */
export const reportsEndpoints = {
  businessReport: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/reports/business',
    tag: 'backoffice',
    access: 'staff',
    permission: 'reports.read',
    summary:
      'GGR and NGR (casino and sportsbook apart), bonus cost, deposits, withdrawals, active and new players by UTC day, in one currency.',
    description: `from and to are days (YYYY-MM-DD, to included), at most ${REPORT_MAX_DAYS} days apart; without them, the last ${REPORT_DEFAULT_DAYS} days to today (UTC); currency defaults to ${REPORT_DEFAULT_CURRENCY}. to before from, a longer range or an unknown currency: 400 with fields.`,
    query: Type.Object({
      from: Type.Optional(IsoDate()),
      to: Type.Optional(IsoDate()),
      currency: Type.Optional(Type.String({ minLength: 3, maxLength: 10, pattern: '^[A-Z0-9]+$' })),
    }),
    result: BusinessReport,
  }),
} as const;
