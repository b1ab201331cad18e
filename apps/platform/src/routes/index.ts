import type { PlatformContext } from '../context';

/** Every route module of the platform, registered in one place. */
export async function registerRoutes(_context: PlatformContext): Promise<void> {}
