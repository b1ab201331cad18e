/** How often a step of stopping that is still running says so. */
const SLOW_STEP_MS = 10_000;

/**
 * Awaits one step of stopping the platform and, every 10 s it takes, says on the error stream what
 * is still awaited: a stop that never ends then names where it waits (the logger may be silent).
 */
export async function awaitStep(step: string, work: Promise<unknown> | undefined): Promise<void> {
  if (!work) return;
  const started = Date.now();
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stderr.write(`platform stop: still waiting for ${step} after ${seconds} s\n`);
  }, SLOW_STEP_MS);
  timer.unref();
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
}
