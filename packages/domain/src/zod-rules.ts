import { z } from 'zod';
import { isMessageKey, type MessageKey, type MessageParams } from './messages/index.js';
import { toIssue, type Rule, type RuleOutcome } from './rule.js';
import { charCount } from './text.js';

/** A missing value is a 'required field'; a value of the wrong type is an 'invalid value'. */
export function typeError(issue: { readonly input?: unknown }): MessageKey {
  return issue.input === undefined || issue.input === null ? 'required_field' : 'invalid_value';
}

/** Adds a rule outcome to a zod refinement context. Returns true when something was reported. */
export function reportOutcome(
  ctx: z.RefinementCtx,
  outcome: RuleOutcome,
  path: readonly PropertyKey[] = [],
): boolean {
  if (outcome === null) return false;
  const { key, params } = toIssue(outcome);
  ctx.addIssue({ code: 'custom', message: key, path: [...path], ...(params ? { params } : {}) });
  return true;
}

export type TextOptions = {
  /** Trim before checking (default true). */
  readonly trim?: boolean;
  /** Rewrites the value before the checks (upper-casing, phone prefixes...). */
  readonly normalize?: (value: string) => string;
  readonly max?: number;
  readonly min?: number;
  /** The text for an empty required value ('Enter BIN'...). */
  readonly requiredKey?: MessageKey;
};

/**
 * What PostgreSQL text cannot hold: U+0000, and a lone UTF-16 surrogate (no UTF-8 form). With the
 * u flag a surrogate pair is one code point, so an emoji passes; the OpenAPI shows it as `pattern`.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the very character refused
export const STORABLE_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

/**
 * A string PostgreSQL can store: every text of a request passes here (requiredText and
 * optionalText too), so a NUL is a field error ('contains a character that cannot be stored'),
 * not a failed query.
 */
export function storableString(requiredKey: MessageKey = 'required_field') {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : 'invalid_value'),
    })
    .regex(STORABLE_TEXT, { error: 'unstorable_character' });
}

function baseText(options: TextOptions) {
  let schema = storableString(options.requiredKey);
  if (options.trim !== false) schema = schema.trim();
  if (options.normalize) schema = schema.overwrite(options.normalize);
  return schema;
}

function lengthOutcome(value: string, options: TextOptions): RuleOutcome {
  if (options.max !== undefined && charCount(value) > options.max) {
    return { key: 'max_length', params: { count: options.max } };
  }
  if (options.min !== undefined && charCount(value) < options.min) {
    return { key: 'min_length', params: { count: options.min } };
  }
  return null;
}

/** A required text: empty → 'required field' (or `requiredKey`), then length, then the rule. */
export function requiredText(rule?: Rule, options: TextOptions = {}) {
  return baseText(options).superRefine((value, ctx) => {
    if (value === '') {
      reportOutcome(ctx, options.requiredKey ?? 'required_field');
      return;
    }
    if (reportOutcome(ctx, lengthOutcome(value, options))) return;
    if (rule) reportOutcome(ctx, rule(value));
  });
}

/** An optional text: absent, null or empty → undefined; otherwise length, then the rule. */
export function optionalText(rule?: Rule, options: TextOptions = {}) {
  return baseText(options)
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (reportOutcome(ctx, lengthOutcome(value, options))) return;
      if (rule) reportOutcome(ctx, rule(value));
    })
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? undefined : value));
}

/** An object whose absence is a 'required field' and whose wrong type is an 'invalid value'. */
export function objectOf<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, { error: typeError });
}

/** One of fixed values ('required field' when absent, 'invalid value' otherwise). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError });
}

/** The largest PostgreSQL `integer`: the ids of organisations, users, categories... stop here. */
export const INTEGER_ID_MAX = 2_147_483_647;

/**
 * A positive integer id; `requiredKey` is the text when it is missing ('Enter issuer name'...). An
 * id past the `integer` columns' range names nothing: 'invalid value', not a failed query.
 */
export function idNumber(requiredKey: MessageKey = 'required_field') {
  return bigIdNumber(requiredKey).max(INTEGER_ID_MAX, { error: 'invalid_value' });
}

export function optionalIdNumber() {
  return idNumber()
    .nullish()
    .transform((value) => value ?? undefined);
}

/** A positive id of a `bigint` column (incidents, their id2, forum topics, notifications). */
export function bigIdNumber(requiredKey: MessageKey = 'required_field') {
  return z
    .int({
      error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : 'invalid_value'),
    })
    .positive({ error: 'invalid_value' });
}

export function optionalBigIdNumber() {
  return bigIdNumber()
    .nullish()
    .transform((value) => value ?? undefined);
}

export function flag() {
  return z.boolean({ error: typeError });
}

/** true, false or unknown (null): BIN prepaid and token flags. Absent means unknown. */
export function triState() {
  return z
    .boolean({ error: typeError })
    .nullish()
    .transform((value) => value ?? null);
}

type BoundedArrayDef = z.core.$ZodArrayDef & { tooManyKey?: MessageKey };

/**
 * An array that holds its length against its maximum (.max) before it parses one item. zod checks a
 * length only after parsing every item: half a million items cost seconds and as many field errors.
 */
const ZodBoundedArray = z.core.$constructor<z.ZodArray, BoundedArrayDef>('ZodBoundedArray', (inst, def) => {
  z.ZodArray.init(inst, def);
  const maxima = (def.checks ?? [])
    .map((check) => check._zod.def)
    .flatMap((check) =>
      check.check === 'max_length' ? [(check as z.core.$ZodCheckMaxLengthDef).maximum] : [],
    );
  const max = Math.min(...maxima);
  const parseItems = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    if (!Array.isArray(payload.value) || payload.value.length <= max) return parseItems(payload, ctx);
    payload.issues.push({
      code: 'custom',
      message: def.tooManyKey ?? 'too_many_items',
      params: { count: max },
      input: payload.value,
      inst,
      // Stops the .max check (which runs after a parse) from saying it again.
      continue: false,
    });
    return payload;
  };
});

/**
 * A list with at most `max` items (the OpenAPI's maxItems); a longer one is refused whole with
 * `tooManyKey` and {count}, before any item is looked at.
 */
export function listOf<T extends z.ZodType>(
  item: T,
  max: number,
  tooManyKey: MessageKey = 'too_many_items',
): z.ZodArray<T> {
  const list = z.core._array(ZodBoundedArray, item, {
    error: typeError,
    tooManyKey,
  } as z.core.$ZodArrayParams);
  // The check declares the maximum (the OpenAPI's maxItems); the bounded parse above holds it.
  return (list as unknown as z.ZodArray<T>).max(max, { error: tooManyKey });
}

/** One field error with a message key, as the server answers it and the form shows it. */
export type FieldError = {
  readonly field: string;
  readonly key: MessageKey;
  readonly params?: MessageParams;
};

function fallbackKey(issue: z.core.$ZodIssue): { key: MessageKey; params?: MessageParams } {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return { key: 'max_length', params: { count: Number(issue.maximum) } };
      if (issue.origin === 'array')
        return { key: 'too_many_items', params: { count: Number(issue.maximum) } };
      return { key: 'invalid_value' };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'min_length', params: { count: Number(issue.minimum) } };
      return { key: Number(issue.minimum) === 1 ? 'required_field' : 'invalid_value' };
    default:
      return { key: 'invalid_value' };
  }
}

function paramsOf(issue: z.core.$ZodIssue): MessageParams | undefined {
  if (issue.code !== 'custom' || !issue.params) return undefined;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return params;
}

/**
 * Field errors of a failed parse. Issues raised by these schemas carry message keys; an issue from
 * a plain zod check (a schema written elsewhere) is mapped to the nearest generic key.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    if (isMessageKey(issue.message)) {
      const params = paramsOf(issue);
      return params ? { field, key: issue.message, params } : { field, key: issue.message };
    }
    return { field, ...fallbackKey(issue) };
  });
}

export type Validation<T> =
  { readonly success: true; readonly data: T } | { readonly success: false; readonly errors: FieldError[] };

/** Parses with a schema and answers field errors with message keys. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrorsFromZod(result.error) };
}

/** The field errors of an input, none when it is valid (handy for forms and tests). */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}
