import Type, { type Static } from 'typebox';
import { IsoDateTime } from '../scalars';
import { pageQueryProperties } from './pagination';

/** Optional date range of the history lists: both or neither, start not after end. */
export const dateRangeQueryProperties = {
  createdAtStart: Type.Optional(IsoDateTime({ description: 'Start of the from-day (inclusive), ISO date-time.' })),
  createdAtEnd: Type.Optional(IsoDateTime({ description: 'End of the until-day (inclusive), ISO date-time.' })),
};

/**
 * Query of the payment history: page, limit and the optional date range. Sending only one
 * bound, or a start after the end, answers 400.
 */
export const HistoryQuery = Type.Object({ ...pageQueryProperties, ...dateRangeQueryProperties });
export type HistoryQuery = Static<typeof HistoryQuery>;
