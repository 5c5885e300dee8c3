import type { JsonSchema } from '../openapi-requests.js';
import type { Random } from './random.js';

/**
 * Texts a person or a bank system would type, in the shapes the rules expect (digits of card,
 * phone and tax id lengths, dates, e-mails, names), so generated requests get past the first check
 * and reach the services and the database.
 */
const PLAUSIBLE_TEXTS = [
  '1',
  '42',
  '123456',
  '12345678',
  '1234567890',
  '380501234567',
  '4111111111111111',
  '411111',
  'UA213223130000026007233566001',
  'АА123456',
  '01.01.2024',
  '31.12.2025',
  '2024-01-01',
  '2024-01-01T00:00:00Z',
  'analyst@bank-alpha.ua',
  'Петренко Петро',
  'київ',
  'Bank Alpha',
  'UA80000000000000000000000000',
  'ATM00001',
  'http://casino.example',
  '10.0.0.1',
  '15.1',
  'uk',
  'a',
  '',
] as const;

/** Texts for a field by its name, so more generated requests pass validation and reach the database. */
const TEXTS_BY_NAME: [RegExp, readonly string[]][] = [
  [/^bin$/, ['411111', '52000000', '4111111']],
  [/ica/, ['123456']],
  [/bid/, ['12345678']],
  [/term_id/, ['ATM00001', 'TERM1']],
  [/location_id/, ['UA80000000000000000000000000', 'UA80000000000093317']],
  [/email/, ['analyst@bank-alpha.ua']],
  [/date|_from|_to/, ['01.01.2024', '31.12.2025']],
  [/phone|number/, ['380501234567', '0501234567']],
  [/^inn$/, ['1234567890']],
  [/egrpou/, ['12345678']],
  [/pan/, ['4111111111111111']],
  [/iban/, ['UA213223130000026007233566001']],
  [/passport/, ['АА123456', '123456789']],
  [/^ip$/, ['10.0.0.1']],
  [/url/, ['http://casino.example']],
  [/name/, ['Петренко Петро', 'Bank Alpha', 'alpha']],
  [/password/, ['demo', 'a-long-new-password-1']],
  [/code/, ['123456']],
];

function plausibleText(schema: JsonSchema, random: Random, name?: string): string {
  const byName = name ? TEXTS_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] : undefined;
  const text = byName && random.chance(0.8) ? random.pick(byName) : random.pick(PLAUSIBLE_TEXTS);
  return schema.maxLength !== undefined ? [...text].slice(0, schema.maxLength).join('') : text;
}

function plausibleNumber(schema: JsonSchema, random: Random): number {
  const min = schema.minimum ?? 0;
  const max = Math.min(schema.maximum ?? 1000, min + 1000);
  const value = random.chance(0.5) ? random.int(Math.ceil(min), Math.floor(max)) : random.int(1, 20);
  return schema.type === 'integer' ? value : value + (random.chance(0.3) ? 0.5 : 0);
}

/** The schema a value takes: one branch of a union, the first type of a list of types. */
export function branchOf(schema: JsonSchema, random: Random): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return { ...random.pick(branches), nullable: schema.nullable };
  return schema;
}

/** A value the schema would likely take; optional fields are sometimes left out. */
export function plausibleValue(schema: JsonSchema, random: Random, depth = 0, name?: string): unknown {
  const chosen = branchOf(schema, random);
  if (chosen.nullable && random.chance(0.1)) return null;
  if (chosen.enum?.length) return random.pick(chosen.enum);
  if (chosen.const !== undefined) return chosen.const;
  const type = Array.isArray(chosen.type) ? chosen.type[0] : chosen.type;
  switch (type) {
    case 'string':
      return plausibleText(chosen, random, name);
    case 'integer':
    case 'number':
      return plausibleNumber(chosen, random);
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      if (depth > 6) return [];
      const max = Math.min(chosen.maxItems ?? 3, 3);
      const length = random.int(Math.min(chosen.minItems ?? 0, max), max);
      return Array.from({ length }, () => plausibleValue(chosen.items ?? {}, random, depth + 1, name));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(chosen.properties ?? {})) {
        if (chosen.required?.includes(name) || random.chance(0.6)) {
          value[name] = plausibleValue(property, random, depth + 1, name);
        }
      }
      return value;
    }
    default:
      return plausibleText(chosen, random, name);
  }
}
