import { backofficeApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import type { StaffCaller } from '../services/staff';

function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * Bonus campaigns (issue 36, docs/backoffice.md "Campaigns"): marketing's offers, their schedule
 * and figures. 'staff' endpoints (session, CSRF, permission: http/routing.ts); each change is audited.
 */
export async function registerCampaignRoutes(context: PlatformContext): Promise<void> {
  const { campaigns, staff } = context.services;
  const actorOf = (member: StaffCaller | null) => staff.actorOf(caller(member));

  context.route(backofficeApi.campaigns, () => campaigns.list());

  context.route(backofficeApi.campaign, ({ params }) => campaigns.campaign(params.uuid));

  context.route(backofficeApi.createCampaign, ({ staff: member, body }) => campaigns.create(actorOf(member), body));

  context.route(backofficeApi.updateCampaign, ({ staff: member, params, body }) =>
    campaigns.update(actorOf(member), params.uuid, body),
  );

  context.route(backofficeApi.endCampaign, ({ staff: member, params }) => campaigns.end(actorOf(member), params.uuid));
}
