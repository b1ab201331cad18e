import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { BusinessReport } from '../entities/reports';
import { IsoDate } from '../scalars';

/** The longest range a report covers, in days (a year and a day). */
export const REPORT_MAX_DAYS = 366;

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
    description: `from and to are days (YYYY-MM-DD, to included), at most ${REPORT_MAX_DAYS} days apart; to before from, a longer range or an unknown currency: 400 with fields.`,
    query: Type.Object({
      from: IsoDate(),
      to: IsoDate(),
      currency: Type.String({ minLength: 3, maxLength: 10, pattern: '^[A-Z0-9]+$' }),
    }),
    result: BusinessReport,
  }),
} as const;
