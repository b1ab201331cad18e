import { adminApi, authApi, OFFER_IMAGES_PATH, playersApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { unauthorized } from '../http/errors';
import { BONUS_NOT_FOUND_MESSAGE } from '../services/bonuses';
import type { Identity } from '../services/sessions';

const IMAGE_FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;
const LAN_CODE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;

function playerOf(identity: Identity | null): number {
  if (!identity) throw unauthorized();
  return identity.playerId;
}

/**
 * Bonus offers (lists, lookup, the offers' images, the operator's offer management), the
 * player's bonuses and giving one up.
 */
export async function registerBonusesRoutes(context: PlatformContext): Promise<void> {
  const { app } = context;
  const { bonuses, bonusWallet, protection } = context.services;

  // A player on a time-out, self-excluded or closed is offered no bonus (player protection).
  const offeredNothing = async (playerId: number | null) =>
    playerId !== null && !(await protection.gate.canPlay(playerId));
  context.route(authApi.listBonuses, async ({ query, identity }) =>
    (await offeredNothing(identity?.playerId ?? null))
      ? []
      : bonuses.listOffers({ currency: query.currency, playerId: identity?.playerId ?? null, lanCode: query.lanCode }),
  );
  context.route(playersApi.listBonuses, async ({ query, identity }) => {
    const playerId = playerOf(identity);
    return (await offeredNothing(playerId))
      ? []
      : bonuses.listOffers({ currency: query.currency, playerId, lanCode: query.lanCode });
  });
  context.route(playersApi.lookupBonus, async ({ query, identity }) => {
    if (identity) await protection.gate.assertCanPlay(identity.playerId);
    return bonuses.lookupOffer(query, identity?.playerId ?? null);
  });
  context.route(playersApi.getSelfBonuses, ({ query, identity }) =>
    bonuses.selfBonuses(playerOf(identity), query.history === true, query.lanCode ?? null),
  );
  context.route(playersApi.forfeitBonus, async ({ body, identity }) => {
    const playerId = playerOf(identity);
    const uuid = await bonusWallet.forfeit(playerId, body.uuid);
    return bonuses.playerBonus(playerId, uuid);
  });
  context.route(authApi.getBonusRecord, ({ query, identity }) =>
    bonuses.bonusRecords(playerOf(identity), query.status, query.lanCode ?? null),
  );

  context.route(adminApi.listBonusOffers, ({ query }) => bonuses.adminList(query.status));
  context.route(adminApi.createBonusOffer, ({ body }) => bonuses.adminCreate(body));
  context.route(adminApi.updateBonusOffer, ({ params, body }) => bonuses.adminUpdate(params.uuid, body));

  // The generated card image of an offer (the offers' `image` unless the operator set one).
  // `lanCode` (optional) names the language of its words; an unknown one gets English.
  app.get<{ Params: { file: string }; Querystring: { lanCode?: unknown } }>(
    `${OFFER_IMAGES_PATH}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = IMAGE_FILE_PATTERN.exec(request.params.file);
      const { lanCode } = request.query;
      const language = typeof lanCode === 'string' && LAN_CODE_PATTERN.test(lanCode) ? lanCode : undefined;
      const svg = match?.[1] ? await bonuses.offerImage(match[1].toLowerCase(), language) : null;
      if (!svg) return reply.status(404).send({ error: { code: 404, message: BONUS_NOT_FOUND_MESSAGE } });
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
