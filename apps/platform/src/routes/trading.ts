import { backofficeApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import type { StaffCaller } from '../services/staff';

function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * The sportsbook trading desk (issue 36, docs/trading-desk.md). 'staff' endpoints (session, CSRF,
 * permission: http/routing.ts); every change is audited in its own transaction.
 */
export async function registerTradingRoutes(context: PlatformContext): Promise<void> {
  const { sportsbookTrading: desk, staff } = context.services;
  const actorOf = (member: StaffCaller | null) => staff.actorOf(caller(member));

  context.route(backofficeApi.tradingEvents, ({ query }) => desk.events(query.status));
  context.route(backofficeApi.tradingEvent, ({ params }) => desk.event(params.eventId));
  context.route(backofficeApi.suspendTradingEvent, ({ staff: member, params }) =>
    desk.suspendEvent(actorOf(member), params.eventId),
  );
  context.route(backofficeApi.resumeTradingEvent, ({ staff: member, params }) =>
    desk.resumeEvent(actorOf(member), params.eventId),
  );
  context.route(backofficeApi.suspendTradingMarket, ({ staff: member, params }) =>
    desk.suspendMarket(actorOf(member), params.eventId, params.marketId),
  );
  context.route(backofficeApi.resumeTradingMarket, ({ staff: member, params }) =>
    desk.resumeMarket(actorOf(member), params.eventId, params.marketId),
  );
  context.route(backofficeApi.previewTradingSettlement, ({ params, body }) =>
    desk.preview(params.eventId, { home: body.home, away: body.away }),
  );
  context.route(backofficeApi.settleTradingEvent, ({ staff: member, params, body }) =>
    desk.settle(actorOf(member), params.eventId, { home: body.home, away: body.away }),
  );
  context.route(backofficeApi.resettleTradingEvent, ({ staff: member, params, body }) =>
    desk.resettle(actorOf(member), params.eventId, { home: body.home, away: body.away }, body.reason),
  );
  context.route(backofficeApi.voidTradingEvent, ({ staff: member, params, body }) =>
    desk.voidEvent(actorOf(member), params.eventId, body.reason),
  );
  context.route(backofficeApi.voidTradingMarket, ({ staff: member, params, body }) =>
    desk.voidMarket(actorOf(member), params.eventId, params.marketId, body.reason),
  );
}
