import { adminApi, authApi, playersApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { unauthorized } from '../http/errors';
import { BONUS_NOT_FOUND_MESSAGE, BonusService } from '../services/bonuses';
import type { Identity } from '../services/sessions';

const IMAGE_FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;

function playerOf(identity: Identity | null): number {
  if (!identity) throw unauthorized();
  return identity.playerId;
}

/**
 * Bonus offers (lists, lookup, the offers' images, the operator's offer management), the
 * player's bonuses, and wagering progress from every bet posting of the wallet.
 */
export async function registerBonusesRoutes(context: PlatformContext): Promise<void> {
  const { app, db, wallet } = context;
  const bonuses = new BonusService(db);

  // Bet stakes clear the active bonus, in the bet's own transaction.
  wallet.onPosting(bonuses.recordWager);

  context.route(authApi.listBonuses, ({ query, identity }) =>
    bonuses.listOffers({ currency: query.currency, playerId: identity?.playerId ?? null }),
  );
  context.route(playersApi.listBonuses, ({ query, identity }) =>
    bonuses.listOffers({ currency: query.currency, playerId: playerOf(identity) }),
  );
  context.route(playersApi.lookupBonus, ({ query, identity }) =>
    bonuses.lookupOffer(query, identity?.playerId ?? null),
  );
  context.route(playersApi.getSelfBonuses, ({ query, identity }) =>
    bonuses.selfBonuses(playerOf(identity), query.history === true),
  );
  context.route(authApi.getBonusRecord, ({ query, identity }) =>
    bonuses.bonusRecords(playerOf(identity), query.status),
  );

  context.route(adminApi.listBonusOffers, ({ query }) => bonuses.adminList(query.status));
  context.route(adminApi.createBonusOffer, ({ body }) => bonuses.adminCreate(body));
  context.route(adminApi.updateBonusOffer, ({ params, body }) => bonuses.adminUpdate(params.uuid, body));

  // The generated card image of an offer (the offers' `image` unless the operator set one).
  app.get<{ Params: { file: string } }>(
    '/api/auth/bonuses/images/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = IMAGE_FILE_PATTERN.exec(request.params.file);
      const svg = match?.[1] ? await bonuses.offerImage(match[1].toLowerCase()) : null;
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
