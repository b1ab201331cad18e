import type { PlatformContext } from '../context';
import { registerPlayersRoutes } from './players';

/** Every route module of the platform, registered in one place. */
export async function registerRoutes(context: PlatformContext): Promise<void> {
  await registerPlayersRoutes(context);
}
