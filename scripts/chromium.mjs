// The one place that says which Chromium the tests drive and how it is launched.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error('Chromium not found: install Debian chromium (apt-get install -y chromium) or set CHROMIUM_PATH');
  return found;
}
