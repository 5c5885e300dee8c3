import type { Random } from './random.js';

/** What a field is given instead of a fitting value (the standing fuzz test's list). */
export const HOSTILE_VALUES: readonly (() => unknown)[] = [
  // wrong types
  () => 12345,
  () => 'text',
  () => true,
  () => ({ nested: { deeper: 'x' } }),
  () => ['a', 1, null],
  () => null,
  // empty
  () => '',
  () => '   ',
  () => [],
  () => ({}),
  // 100 kB
  () => 'я'.repeat(100_000),
  () => '9'.repeat(100_000),
  // characters PostgreSQL cannot store
  () => 'a\u0000b',
  () => '\u0000',
  () => 'a\ud800b',
  () => '\udfff',
  () => 'ok😀',
  // SQL and LIKE metacharacters
  () => "' or 1=1 --",
  () => "'); drop table incidents; --",
  () => '%',
  () => '_',
  () => '\\',
  () => '%_\\%',
  () => '$1',
  () => '"',
  // numbers out of range
  () => -1,
  () => 0,
  () => -9007199254740991,
  () => 9007199254740991,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => 1e308,
  () => -1e308,
  () => 2147483648,
  () => 1.5,
  () => '1e309',
  () => '-0',
  // the shapes of other fields
  () => '01.01.0001',
  () => '31.02.2024',
  () => '9999-12-31',
  () => '__proto__',
  () => JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  () => 'constructor',
];

/** A path into a JSON value: object keys and array indexes. */
type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], found: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], found);
  }
  if (prefix.length > 0) found.push(prefix);
  return found;
}

/**
 * Replaces a field of the body (or the body itself) with a hostile value, deletes it, or adds a
 * field the schema does not know; `known` are field names the schema declares but the body left out.
 */
export function mutate(body: unknown, random: Random, known: readonly string[]): unknown {
  const paths = pathsOf(body);
  if (paths.length === 0 || random.chance(0.05)) {
    return random.chance(0.5) ? random.pick(HOSTILE_VALUES)() : body;
  }
  const path = random.pick(paths);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body) as
    Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1]!;
  const roll = random.next();
  if (roll < 0.1 && !Array.isArray(parent)) delete parent[key];
  else if (roll < 0.15 && known.length > 0 && !Array.isArray(parent)) {
    parent[random.pick(known)] = random.pick(HOSTILE_VALUES)();
  } else (parent as Record<string | number, unknown>)[key] = random.pick(HOSTILE_VALUES)();
  return body;
}
