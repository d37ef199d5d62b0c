import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The parts of data/ that compute something, as Stryker mutation ranges (`data/routes.ts:52:0-54:1`): every
 * function, and every top-level constant computed from others (a call, or a template with a value in it:
 * `SHIPS_WITHIN`, `CATEGORY_PATH_PREFIX`). The rest of data/ is the shop's copy and its tables, which no
 * assertion could hold to anything but themselves: a mutant of 'Our Mission' says nothing about the tests.
 * Read from the files each run, so a function added to data/ is mutated without a change here.
 */
export function dataDerivationRanges(dir = 'data') {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .flatMap((name) => {
      const file = path.posix.join(dir, name);
      const source = ts.createSourceFile(
        file,
        readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      return derivationsIn(source).map((node) => `${file}:${rangeOf(source, node)}`);
    });
}

/** The derivations of one file, outermost first: nothing inside a range is listed again. */
function derivationsIn(source) {
  const found = [];
  const visit = (node) => {
    if (isFunction(node) || (ts.isVariableStatement(node) && isComputed(node))) found.push(node);
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isMethodDeclaration(node)
  );
}

/** A top-level `const` whose value is worked out from other values rather than written down. */
function isComputed(statement) {
  if (!ts.isSourceFile(statement.parent)) return false;
  return statement.declarationList.declarations.some(({ initializer }) => {
    let value = initializer;
    while (
      value &&
      (ts.isAsExpression(value) ||
        ts.isSatisfiesExpression(value) ||
        ts.isParenthesizedExpression(value))
    )
      value = value.expression;
    return (
      value !== undefined &&
      (ts.isCallExpression(value) || ts.isNewExpression(value) || ts.isTemplateExpression(value))
    );
  });
}

/** Stryker's range form: 1-based lines, 0-based columns. */
function rangeOf(source, node) {
  const start = source.getLineAndCharacterOfPosition(node.getStart(source));
  const end = source.getLineAndCharacterOfPosition(node.getEnd());
  return `${start.line + 1}:${start.character}-${end.line + 1}:${end.character}`;
}
