// Sources point to a decision record or the README for why, not to the issue tracker, which is not part of the
// repository (docs/contributing.md). Decision records may tell where a decision came from; committed migrations are
// never edited.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

describe('references to the issue tracker', () => {
  it('appear in no source, test or guide', () => {
    // Untracked files too: a new file is checked before it is committed. git grep exits 1 when nothing matches.
    const grep = spawnSync(
      'git',
      [
        'grep',
        '--untracked',
        '-n',
        '-i',
        '-E',
        '\\bissues? ?#?[0-9]+',
        '--',
        '.',
        ':!docs/decisions',
        ':!apps/api/src/db/migrations',
        ':!scripts/tracker-references.test.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(grep.status === 0 || grep.status === 1, grep.stderr).toBe(true);
    expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
  });
});
