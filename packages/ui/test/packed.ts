// What the package tests share: running commands (pnpm as the test command runs it), the build
// they pack (rebuilt only when a source or build file is newer), and the workspace's versions of
// the dependencies a throwaway consumer installs (so its install is offline).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from '../../../scripts/pnpm.mjs';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
export const pnpm = (args: string[], cwd: string, env?: NodeJS.ProcessEnv) =>
  run(pnpmCommand, [...pnpmPrefix, ...args], cwd, env);

export const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** The build is reused when it is newer than every source and build file (CI has just built it). */
export function ensureBuilt() {
  const built = path.join(packageDir, 'dist/index.js');
  const sources = [
    ...files(path.join(packageDir, 'src')),
    ...files(path.join(packageDir, 'scripts')),
    path.join(packageDir, 'rollup.config.mjs'),
    path.join(packageDir, 'package.json'),
  ];
  const newest = Math.max(...sources.map((file) => statSync(file).mtimeMs));
  if (!existsSync(built) || statSync(built).mtimeMs < newest) pnpm(['run', 'build'], packageDir);
}

/** The version range of a dependency as the workspace has it (the site's, else the package's). */
export function workspaceVersion(name: string): string {
  const manifests = ['../../apps/site/package.json', 'package.json'].map((file) =>
    JSON.parse(readFileSync(path.join(packageDir, file), 'utf8')),
  );
  return manifests.map((m) => m.dependencies?.[name] ?? m.devDependencies?.[name]).find(Boolean) as string;
}
