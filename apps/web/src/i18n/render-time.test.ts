// Texts and dates are taken when a screen renders, never when its module loads (decision 0012): the server renders pages
// in every language from modules it loads once, and the browser loads a module before its language pack may be in.
// A text taken at load would stay in the first language that asked.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const LANGUAGE_DEPENDENT = new Set([
  't',
  'inLanguage',
  'currentLanguage',
  'formatDate',
  'formatLongDate',
  'formatDateTime',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Calls of the language-dependent functions outside any function: made once, when the module loads. */
function callsAtLoad(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    const inside = inFunction || ts.isFunctionLike(node);
    if (
      !inside &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      LANGUAGE_DEPENDENT.has(node.expression.text)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path.relative(src, file)}:${line} ${node.getText().slice(0, 50)}`);
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  return found;
}

describe('texts in the page language', () => {
  it('are taken at render in every module of the web app, never at load', () => {
    expect(sourceFiles(src).flatMap(callsAtLoad)).toEqual([]);
  });
});
