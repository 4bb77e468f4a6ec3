// `npm run typecheck` checks every TypeScript project of the repository, incrementally: `tsc -b` keeps what each
// project's last check found in its .tsbuildinfo (git-ignored), so a second run checks only what changed since, and
// takes well under a second when nothing did.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.typecheck;
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** Every tsconfig.json in the repository (tracked or new), by its folder. */
const projects = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '**tsconfig.json'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file.endsWith('tsconfig.json'))
  .map((file) => path.dirname(file));

describe('npm run typecheck', () => {
  it('builds every project with tsc -b', () => {
    expect(projects.length).toBeGreaterThanOrEqual(5);
    const [command, flag, ...named] = script.split(/\s+/);
    expect([command, flag]).toEqual(['tsc', '-b']);
    expect(named.map((p) => path.normalize(p.replace(/tsconfig\.json$/, '') || '.')).sort()).toEqual(
      [...projects].sort(),
    );
  });

  it.each(projects)('keeps what %s found for the next run, out of git', (project) => {
    const config = JSON.parse(
      execFileSync(process.execPath, [tsc, '--showConfig', '-p', project], { cwd: root, encoding: 'utf8' }),
    );
    expect(config.compilerOptions.incremental).toBe(true);
    const info = path.join(project, 'tsconfig.tsbuildinfo');
    expect(execFileSync('git', ['check-ignore', info], { cwd: root, encoding: 'utf8' }).trim()).toBe(info);
  });
});
