// The source links a publish needs (issue 35): npm's provenance checks `repository.url` against the
// repository the package is built in, which only the publishing team knows. The package refuses to
// publish without them, and one command writes all three from the repository's address.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, no declarations
import { publishProblems, sourceLinks, webUrlOf } from '../scripts/repository.mjs';
import { packageDir } from './packed';

describe('the package’s source links', () => {
  it('reads a repository address written as https, ssh or git+https', () => {
    expect(webUrlOf('https://github.com/acme/casino.git')).toBe('https://github.com/acme/casino');
    expect(webUrlOf('git@github.com:acme/casino.git\n')).toBe('https://github.com/acme/casino');
    expect(webUrlOf('git+https://gitlab.example/group/sub/casino.git')).toBe('https://gitlab.example/group/sub/casino');
    expect(webUrlOf('https://token@github.com/acme/casino')).toBe('https://github.com/acme/casino');
    expect(webUrlOf('not a url')).toBeNull();
    expect(webUrlOf('https://github.com/')).toBeNull();
  });

  it('writes repository, homepage and bugs for one repository, and a publish accepts them', () => {
    const links = sourceLinks('https://github.com/acme/casino');
    expect(links).toEqual({
      repository: { type: 'git', url: 'git+https://github.com/acme/casino.git', directory: 'packages/ui' },
      homepage: 'https://github.com/acme/casino/tree/main/packages/ui#readme',
      bugs: { url: 'https://github.com/acme/casino/issues' },
    });
    expect(publishProblems({ name: '@casino/ui', ...links })).toEqual([]);
    expect(publishProblems({ ...links, bugs: { url: 'https://github.com/other/repo/issues' } })).toEqual([
      '`bugs.url` is not https://github.com/acme/casino/issues',
    ]);
  });

  it('refuses to publish while the manifest has no source links', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    expect(manifest.scripts.prepublishOnly).toBe('node scripts/repository.mjs --check');
    if (manifest.repository) return; // the publishing team has set them: nothing to refuse
    let said = '';
    try {
      execFileSync(process.execPath, ['scripts/repository.mjs', '--check'], { cwd: packageDir, stdio: 'pipe' });
    } catch (error) {
      said = String((error as { stderr: Buffer }).stderr);
    }
    expect(said).toContain('@casino/ui cannot be published yet');
    expect(said).toContain('`repository.url` is not set');
  });
});
