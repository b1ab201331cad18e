import { createPlatform, type Platform } from './app';
import { type Config, loadConfig } from './config';
import { startFailureMessage } from './startup';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A settings problem is the operator's to fix: the message, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const started = Date.now();
let platform: Platform;
try {
  platform = await createPlatform(config);
  await platform.listen();
} catch (error) {
  // A setting that cannot work (an unwritable or full DATA_DIR, a DATABASE_URL or REDIS_URL that
  // does not answer, a PORT in use): one line naming it. Anything else is a fault of the code.
  const message = startFailureMessage(error, config);
  if (!message) throw error;
  console.error(message);
  process.exit(1);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const staging = config.env === 'production' && config.sandboxProviders;
platform.app.log.info({ url: config.publicUrl, ...(staging ? { mode: 'staging' } : {}) }, 'listening');
console.log(`\nThe player site is running at ${config.publicUrl} (API reference: ${config.publicUrl}/api/docs)`);
console.log(
  `Started in ${seconds(Date.now() - started)}: ${Object.entries(platform.startup)
    .map(([name, ms]) => `${name} ${seconds(ms)}`)
    .join(', ')}.`,
);
if (config.sandboxProviders) {
  const payments = config.cryptoPayApiUrl
    ? `the provider at ${new URL(config.cryptoPayApiUrl).origin}`
    : 'the sandbox checkout';
  const mail = config.smtpUrl ? 'SMTP' : `the local mailbox (${config.publicUrl}/mailbox)`;
  console.log(
    `${staging ? 'STAGING (production with SANDBOX_PROVIDERS=true): ' : ''}deposits are paid on ${payments}; mail goes to ${mail}.`,
  );
}
console.log('');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    platform.app.log.debug(`${signal}: closing connections`);
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
