import { playersApi } from '@casino/contract';
import { REQUIRED_MESSAGE } from '@casino/rules';
import type { PlatformContext } from '../context';
import { badRequest, forbidden } from '../http/errors';
import { SPORTSBOOK_CURRENCY } from '../services/sportsbookToken';

export const SPORTSBOOK_OTHER_PLAYER_MESSAGE = 'A sportsbook token can only be made for yourself';
export const SPORTSBOOK_CURRENCY_MESSAGE = `the sportsbook plays in ${SPORTSBOOK_CURRENCY} only`;
export const SPORTSBOOK_LOCALE_MESSAGE = 'must be a language code such as en or en_GB';

/** A language code: "en", "en_GB" or "en-GB". */
const LOCALE_PATTERN = /^[a-z]{2,3}([_-][A-Za-z]{2,4})?$/;

/** The sportsbook widget token (spec point 7: POST /data-bet/token). */
export async function registerSportsbookTokenRoutes(context: PlatformContext): Promise<void> {
  context.route(playersApi.dataBetToken, async ({ body, identity }) => {
    const fields: Record<string, string> = {};
    const currency = body.currency.trim().toUpperCase();
    const locale = body.locale.trim();
    if (!currency) fields.currency = REQUIRED_MESSAGE;
    else if (currency !== SPORTSBOOK_CURRENCY) fields.currency = SPORTSBOOK_CURRENCY_MESSAGE;
    if (!locale) fields.locale = REQUIRED_MESSAGE;
    else if (!LOCALE_PATTERN.test(locale)) fields.locale = SPORTSBOOK_LOCALE_MESSAGE;
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
    if (!identity || identity.playerUuid.toLowerCase() !== body.playerId.toLowerCase()) {
      throw forbidden(SPORTSBOOK_OTHER_PLAYER_MESSAGE);
    }
    // A sportsbook session starts only after the player's national register (OASIS every time,
    // GAMSTOP when the last check is older than 24 hours) found the player not registered.
    await context.services.registers.assertBeforeSession(identity.playerId);
    // A German player's session is filed in LUGAS's activity file: refused while playing elsewhere.
    await context.services.lugas.assertSessionAllowed(identity.playerId, 'sportsbook');
    return { token: await context.services.sportsbookTokens.issue(identity, { currency, locale }) };
  });
}
