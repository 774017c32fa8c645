#!/usr/bin/env node
// Issue 36, "written once, checked": money, numbers and days are converted, formatted and counted
// in one place, the domain's money/, calendar/ and format/ folders. This check refuses, anywhere
// else in packages/*/src and packages/*/bench:
//   money      `x * 100` or `x / 100` where x names an amount (cents, price, total, …): rupees ↔
//              cents is `rupeesToCents` / `centsToRupees`
//   locale     `.toLocaleString(…)` (and toLocaleDateString / toLocaleTimeString): formatCurrency,
//              formatCount, formatDate and their kin
//   intl       `Intl.NumberFormat` / `Intl.DateTimeFormat`: the same
//   day-ms     a day counted in milliseconds: 86_400_000, 864e5, 24 * 60 * 60 * 1000 (and any
//              product of literals that is a whole number of days): calendar's addDays, daysBetween
// Test files (*.test.*, *.spec.*) are not read: a test is an oracle and must say what it expects
// in its own words (`cents / 100` to make a rupee amount, a locale string to compare with) rather
// than by calling the function it checks. Each exception is in ALLOWED below, with its reason.
//
// A TypeScript parse (syntax only, no type-check: the tree is read in about a second), not a regex:
// `/ 100` in a percentage, a comment or a string is not money.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Where the rules live: nothing in these folders is checked. */
export const HOME = /^packages\/domain\/src\/(money|calendar|format)\//;

/** Files the check does not read: tests are oracles (see above). */
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The exceptions: a file (path from the repository root) and a rule, each with its reason. An
 * entry that no longer matches anything is reported too, so the list only shrinks.
 */
export const ALLOWED = [
  {
    path: 'packages/ui/src/format/formatNumber.ts',
    rule: 'intl',
    reason:
      "the kit's one number format: the kit may not import the domain (it knows nothing of laundries); it writes chart values and pager counts, never money",
  },
  {
    path: 'packages/server/src/config.ts',
    rule: 'intl',
    reason:
      'checks that BUSINESS_TIME_ZONE is a zone Intl knows (a RangeError otherwise); it formats nothing',
  },
  {
    path: 'packages/server/src/modules/auth/tokens.ts',
    rule: 'day-ms',
    reason: 'the lifetime of a remembered sign-in (30 × 24 hours), a duration, not a calendar day',
  },
  {
    path: 'packages/server/src/http/idempotency.ts',
    rule: 'day-ms',
    reason: 'an Idempotency-Key is kept 24 hours (a duration), not until a calendar day ends',
  },
  {
    path: 'packages/server/src/seed/seeders/orders.ts',
    rule: 'day-ms',
    reason:
      'the demo seeder walks simulated time, spacing orders by fractions of 24 hours; it reckons no business day',
  },
];

/** The words that make an operand an amount of money. */
const MONEY_WORDS = new Set([
  'amount',
  'balance',
  'cents',
  'charge',
  'charges',
  'cost',
  'denomination',
  'due',
  'fee',
  'float',
  'money',
  'paid',
  'price',
  'refund',
  'refundable',
  'revenue',
  'rupees',
  'salary',
  'spent',
  'subtotal',
  'tendered',
  'total',
]);

/** Words that make `x * 100` a percentage, not money: a discount's percent of an amount. */
const PERCENT_WORDS = new Set(['percent', 'percentage', 'rate', 'ratio', 'share', 'basis']);

const DAY_MS = 86_400_000;

/** An identifier's words: totalAmountCents → total, amount, cents; LOYALTY_RUPEES → loyalty, rupees. */
function words(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function numberOf(node) {
  return ts.isNumericLiteral(node) ? Number(node.text.replace(/_/g, '')) : null;
}

function unwrap(node) {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return inner;
}

/** Every word of every name in an expression. */
function namesIn(node) {
  const found = [];
  const visit = (child) => {
    if (ts.isIdentifier(child) || ts.isPrivateIdentifier(child)) found.push(...words(child.text));
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Whether `operand * 100` or `operand / 100` converts an amount between rupees and cents. */
function isMoney(operand) {
  const inner = unwrap(operand);
  // (part / whole) * 100 is a percentage, whatever the part is.
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.SlashToken)
    return false;
  const names = namesIn(inner);
  if (names.some((name) => PERCENT_WORDS.has(name))) return false;
  return names.some((name) => MONEY_WORDS.has(name));
}

const MULTIPLY = new Set([ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.AsteriskEqualsToken]);
const DIVIDE = new Set([ts.SyntaxKind.SlashToken, ts.SyntaxKind.SlashEqualsToken]);

/** The factors of a chain of multiplications: a * 24 * 60 → [a, 24, 60]. */
function factors(node) {
  const inner = unwrap(node);
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.AsteriskToken)
    return [...factors(inner.left), ...factors(inner.right)];
  return [inner];
}

function isWholeDays(ms) {
  return ms !== 0 && ms % DAY_MS === 0;
}

/**
 * The findings in one file's text: `{ rule, line, text }`, line 1-based. `fileName` only chooses
 * the parser's dialect (.tsx).
 */
export function findViolations(source, fileName = 'file.ts') {
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const report = (rule, node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ rule, line: line + 1, text: node.getText(file).slice(0, 80) });
  };

  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (/^toLocale(Date|Time)?String$/.test(name)) report('locale', node);
      if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'Intl' &&
        (name === 'NumberFormat' || name === 'DateTimeFormat')
      )
        report('intl', node);
    }

    if (ts.isNumericLiteral(node)) {
      const value = numberOf(node);
      // A lone literal: a multiplication's literals are judged together below.
      const inProduct =
        ts.isBinaryExpression(node.parent) &&
        node.parent.operatorToken.kind === ts.SyntaxKind.AsteriskToken;
      if (value !== null && value >= DAY_MS && isWholeDays(value) && !inProduct)
        report('day-ms', node);
    }

    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (MULTIPLY.has(operator) || DIVIDE.has(operator)) {
        const [left, right] = [unwrap(node.left), unwrap(node.right)];
        const operand = numberOf(right) === 100 ? left : numberOf(left) === 100 ? right : null;
        // `100 / x` is not a conversion of x.
        const converts = operand !== null && (MULTIPLY.has(operator) || operand === left);
        if (converts && isMoney(operand)) report('money', node);
      }
      // The outermost multiplication of a chain: its literal factors say how long it is.
      const outer =
        operator === ts.SyntaxKind.AsteriskToken &&
        !(
          ts.isBinaryExpression(unwrap(node.parent)) &&
          unwrap(node.parent).operatorToken.kind === ts.SyntaxKind.AsteriskToken
        ) &&
        !(
          ts.isParenthesizedExpression(node.parent) &&
          ts.isBinaryExpression(node.parent.parent) &&
          node.parent.parent.operatorToken.kind === ts.SyntaxKind.AsteriskToken
        );
      if (outer) {
        const literals = factors(node)
          .map(numberOf)
          .filter((value) => value !== null);
        const product = literals.reduce((total, value) => total * value, 1);
        if (literals.length > 0 && isWholeDays(product)) report('day-ms', node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Source files under `dir` (recursively), test files and node_modules left out. */
function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) &&
      !TEST_FILE.test(entry.name) &&
      !/\.d\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/**
 * The whole check over a repository: the findings not allowed, and the allowances that matched
 * nothing (or carry no reason).
 */
export function checkTree(root, allowed = ALLOWED) {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const files = packages.flatMap((name) =>
    ['src', 'bench'].flatMap((folder) => sourceFiles(join(root, 'packages', name, folder))),
  );
  const used = new Set();
  const refused = [];
  for (const absolute of files) {
    const path = relative(root, absolute).split('\\').join('/');
    if (HOME.test(path)) continue;
    for (const finding of findViolations(readFileSync(absolute, 'utf8'), path)) {
      const allowance = allowed.find((entry) => entry.path === path && entry.rule === finding.rule);
      if (allowance?.reason?.trim()) used.add(allowance);
      else refused.push({ path, ...finding });
    }
  }
  const stale = allowed.filter((entry) => !used.has(entry));
  return { files: files.length, refused, stale };
}

const HINT = {
  money: 'rupees ↔ cents is rupeesToCents / centsToRupees (domain/money)',
  locale: 'formatCurrency, formatCount, formatDate… (domain/money, domain/format)',
  intl: 'formatCurrency, formatCount, formatDate… (domain/money, domain/format)',
  'day-ms': 'addDays, daysBetween, dayRangeBounds… (domain/calendar)',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, refused, stale } = checkTree(root);
  for (const { path, line, rule, text } of refused)
    console.error(`${path}:${line}  ${rule}: ${text}\n    → ${HINT[rule]}`);
  for (const { path, rule } of stale)
    console.error(
      `scripts/check-written-once.mjs: the allowance ${rule} in ${path} matches nothing or gives no reason: remove it`,
    );
  if (refused.length || stale.length) {
    console.error(
      `\nWritten once (issue 36): ${refused.length} finding(s) outside domain/src/{money,calendar,format}, ${stale.length} stale allowance(s).`,
    );
    process.exit(1);
  }
  console.log(`Written once: ${files} files read, nothing written twice.`);
}
