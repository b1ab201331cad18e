// The package's source links (`repository`, `homepage`, `bugs`), which npm shows and a provenance
// publish checks against the repository the package is built in. They come from where the code is
// hosted, which only the team that publishes knows:
//
//   node scripts/repository.mjs https://github.com/owner/repo   writes the three fields
//   node scripts/repository.mjs --check                          (prepublishOnly) refuses to publish without them
//
// With no URL given, the `origin` remote of the checkout is used.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const manifestPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
const DIRECTORY = 'packages/ui';

/** `https://host/owner/repo` of a remote written as https, ssh (`git@host:owner/repo.git`) or `git+…`; null when not one. */
export function webUrlOf(remote) {
  const text = remote.trim().replace(/^git\+/, '');
  const ssh = /^(?:ssh:\/\/)?git@([^:/]+)[:/](.+?)(?:\.git)?\/?$/.exec(text);
  if (ssh) return `https://${ssh[1]}/${ssh[2]}`;
  const https = /^https:\/\/(?:[^@/]+@)?([^/]+)\/(.+?)(?:\.git)?\/?$/.exec(text);
  return https && https[2].includes('/') ? `https://${https[1]}/${https[2]}` : null;
}

/** The three fields for a repository at `web` (`https://host/owner/repo`). */
export function sourceLinks(web) {
  return {
    repository: { type: 'git', url: `git+${web}.git`, directory: DIRECTORY },
    homepage: `${web}/tree/main/${DIRECTORY}#readme`,
    bugs: { url: `${web}/issues` },
  };
}

/** What stops a publish: the fields missing, or not pointing at one repository (empty when fine). */
export function publishProblems(manifest) {
  const problems = [];
  const web = typeof manifest.repository?.url === 'string' ? webUrlOf(manifest.repository.url) : null;
  if (!web) problems.push('`repository.url` is not set to the git repository the package is built from');
  else {
    const expected = sourceLinks(web);
    if (manifest.repository.directory !== DIRECTORY) problems.push(`\`repository.directory\` is not "${DIRECTORY}"`);
    if (manifest.homepage !== expected.homepage) problems.push(`\`homepage\` is not ${expected.homepage}`);
    if (manifest.bugs?.url !== expected.bugs.url) problems.push(`\`bugs.url\` is not ${expected.bugs.url}`);
  }
  return problems;
}

function main(args) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (args[0] === '--check') {
    const problems = publishProblems(manifest);
    if (problems.length === 0) return;
    console.error(
      `@casino/ui cannot be published yet:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        'Run `node packages/ui/scripts/repository.mjs <https URL of the repository>` (or with an `origin` remote) first.',
    );
    process.exit(1);
  }
  let remote = args[0];
  if (!remote) {
    try {
      remote = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' });
    } catch {
      console.error('No URL given and no `origin` remote: pass the repository URL.');
      process.exit(1);
    }
  }
  const web = webUrlOf(remote);
  if (!web) {
    console.error(`Not a repository URL: ${remote.trim()}`);
    process.exit(1);
  }
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, ...sourceLinks(web) }, null, 2)}\n`);
  console.log(`@casino/ui: repository, homepage and bugs now point at ${web}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
