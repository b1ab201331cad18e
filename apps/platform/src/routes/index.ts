import type { PlatformContext } from '../context';
import { registerContentRoutes } from './content';
import { registerKycRoutes } from './kyc';
import { registerSportsbookTokenRoutes } from './sportsbookToken';
import { registerBonusesRoutes } from './bonuses';
import { registerPaymentsRoutes } from './payments';
import { registerPlayersRoutes } from './players';
import { registerGamesRoutes } from './games';
import { registerSportsbookRoutes } from './sportsbook';
import { registerResponsibleGamingRoutes } from './responsibleGaming';
import { registerAccountSecurityRoutes } from './accountSecurity';
import { registerBackofficeRoutes } from './backoffice';
import { registerBackofficeMoneyRoutes } from './backofficeMoney';
import { registerPlayerDeskRoutes } from './playerDesk';
import { registerCampaignRoutes } from './campaigns';
import { registerHarmRoutes } from './harm';
import { registerTradingRoutes } from './trading';

/** Every route module of the platform, registered in one place. */
export async function registerRoutes(context: PlatformContext): Promise<void> {
  await registerContentRoutes(context);
  await registerKycRoutes(context);
  await registerSportsbookTokenRoutes(context);
  await registerPaymentsRoutes(context);
  await registerBonusesRoutes(context);
  await registerPlayersRoutes(context);
  await registerGamesRoutes(context);
  await registerSportsbookRoutes(context);
  await registerResponsibleGamingRoutes(context);
  await registerAccountSecurityRoutes(context);
  await registerBackofficeRoutes(context);
  registerBackofficeMoneyRoutes(context);
  await registerPlayerDeskRoutes(context);
  await registerHarmRoutes(context);
  await registerCampaignRoutes(context);
  await registerTradingRoutes(context);
}
