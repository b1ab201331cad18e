import { createPlatform } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const platform = await createPlatform(config);
await platform.listen();
platform.app.log.info({ url: config.publicUrl }, 'listening');
console.log(`\nThe player site is running at ${config.publicUrl} (API reference: ${config.publicUrl}/api/docs)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    platform.app.log.info(`${signal}: closing connections`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        platform.app.log.error(error);
        process.exit(1);
      },
    );
  });
}
