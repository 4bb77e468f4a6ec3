// The 250-line rule (docs/contributing.md): a module of code stays under 250 lines and a function under 100, so each
// can be read at once and its file's name says what it holds. Tables of data (text catalogues, the gazetteer, the demo
// catalogue) are not code and may be as long as their content; tests and committed migrations are not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MODULE_LINES = 250;
const FUNCTION_LINES = 100;

/** Tables of data, by path: what they hold is words or rows, not steps. */
const DATA = [
  /^apps\/web\/src\/i18n\/(en|mr|hi)\//, // the web's text catalogues, by language
  /^apps\/web\/src\/features\/content\/.*-content\.tsx?$/, // long pages' blocks
  /^packages\/domain\/src\/(messages|rule-texts)[\w-]*\.ts$/, // the spec's and the rules' texts, by language
  /^apps\/api\/src\/modules\/notifications\/email-texts[\w-]*\.ts$/, // the e-mails' texts, by language
  /^apps\/api\/src\/db\/seed\//, // the demo catalogue: services, prices, vehicles, their translations
  /^apps\/api\/src\/modules\/places\/gazetteer[\w-]*\.ts$/, // the places of Nagpur and Pune, with their names
];

const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(
    (file) =>
      file !== '' &&
      !/\.(test|e2e)\.tsx?$/.test(file) &&
      !file.includes('/migrations/') &&
      !file.endsWith('.d.ts') &&
      !DATA.some((pattern) => pattern.test(file)),
  );

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every function, method and arrow function of a file longer than the rule, with its name and length. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > FUNCTION_LINES)
        found.push(`${file}:${start + 1} ${nameOf(node)} (${end - start + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return 'an anonymous function';
}

describe('the 250-line rule', () => {
  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it(`keeps every module of code under ${MODULE_LINES} lines`, () => {
    const long = sources.flatMap((file) => {
      const lines = lineCount(readFileSync(path.join(root, file), 'utf8'));
      return lines > MODULE_LINES ? [`${file} (${lines} lines)`] : [];
    });
    expect(long).toEqual([]);
  });

  it(`keeps every function under ${FUNCTION_LINES} lines`, () => {
    const long = sources.flatMap((file) => longFunctions(file, readFileSync(path.join(root, file), 'utf8')));
    expect(long).toEqual([]);
  });
});
