import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/platform. This module is `src/paths.ts` under tsx and the tests, and part of `dist/main.js`
 * (or `dist/admin.js`) once built: one level below the platform's folder either way.
 */
export const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A path inside apps/platform: the migrations, the demo games' assets. */
export const platformPath = (...parts: string[]) => path.join(platformDir, ...parts);
