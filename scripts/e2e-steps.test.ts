// A long end-to-end journey names its phases with test.step(): a failure then says which phase it was in ("the
// customer pays by UPI"), in the report and in the trace, instead of a line number in a test of two hundred lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const specs = path.resolve(import.meta.dirname, '../e2e/specs');
/** Longer than this, a test is a journey of several phases. */
const JOURNEY_LINES = 100;

/** Each test of a spec file: its title as written, how many lines its body has, and whether it names steps. */
function testsOf(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const found: { title: string; lines: number; steps: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && /^test(\.only)?$/.test(node.expression.getText(source))) {
      const body = node.arguments.at(-1);
      if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
        found.push({
          title: node.arguments[0]?.getText(source) ?? '',
          lines: line(body.getEnd()) - line(body.getStart(source)) + 1,
          steps: /\btest\.step\(/.test(body.getText(source)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the end-to-end journeys', () => {
  const tests = readdirSync(specs)
    .filter((name) => name.endsWith('.e2e.ts'))
    .flatMap((name) => testsOf(path.join(specs, name)).map((t) => ({ ...t, file: name })));

  it('are all read', () => {
    expect(tests.length).toBeGreaterThan(50);
    expect(tests.filter((t) => t.lines > JOURNEY_LINES).length).toBeGreaterThan(2);
  });

  it(`name their phases with test.step when longer than ${JOURNEY_LINES} lines`, () => {
    const unnamed = tests.filter((t) => t.lines > JOURNEY_LINES && !t.steps).map((t) => `${t.file} ${t.title}`);
    expect(unnamed).toEqual([]);
  });
});
