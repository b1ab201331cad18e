import { backofficeApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import type { HarmActInput } from '../services/harm/alerts';
import { invalid } from '../services/errors';
import type { StaffCaller } from '../services/staff';

function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * Markers of harm (issue 36, docs/harmMarkers.md): the compliance queue of alerts and the steps on
 * one. 'staff' endpoints (session, CSRF, permission: http/routing.ts); each step is audited.
 */
export async function registerHarmRoutes(context: PlatformContext): Promise<void> {
  const { harm, staff } = context.services;
  const actorOf = (member: StaffCaller | null) => staff.actorOf(caller(member));

  context.route(backofficeApi.harmAlerts, ({ query }) => harm.alerts.queue(query));

  context.route(backofficeApi.harmAlert, ({ params }) => harm.alerts.alert(params.id));

  context.route(backofficeApi.acknowledgeHarmAlert, ({ staff: member, params }) =>
    harm.alerts.acknowledge(actorOf(member), params.id),
  );

  context.route(backofficeApi.contactHarmAlert, ({ staff: member, params, body }) =>
    harm.alerts.contact(actorOf(member), params.id, body.note),
  );

  context.route(backofficeApi.actOnHarmAlert, ({ staff: member, params, body }) => {
    let input: HarmActInput;
    if (body.act === 'limit') {
      if (!body.limit) throw invalid('Say which limit to set', { limit: 'Say which limit to set' });
      input = { act: 'limit', limit: body.limit };
    } else if (body.act === 'timeOut') {
      if (!body.timeOutPeriod)
        throw invalid('Say how long the time-out lasts', { timeOutPeriod: 'Say how long the time-out lasts' });
      input = { act: 'timeOut', period: body.timeOutPeriod };
    } else {
      input = { act: 'review' };
    }
    return harm.alerts.act({ ...actorOf(member), name: caller(member).name }, params.id, input, body.reason);
  });

  context.route(backofficeApi.closeHarmAlert, ({ staff: member, params, body }) =>
    harm.alerts.close(actorOf(member), params.id, body.reason),
  );
}
