/**
 * The building blocks of the content schema: each field is a zod schema that carries, as its description,
 * one sentence saying what the field allows. Every way the value can be wrong reports that sentence, so the
 * build's message (data/schema/faults.ts) ends with what would be right; the editor shows the same sentence
 * under the field (scripts/admin/cms-config.ts).
 */
// zod as a namespace: a bundler then keeps only what is used (the editor's bundle, scripts/admin/editor/),
// where `import { z }` keeps all of zod, its 40 languages included.
import * as z from 'zod';
import { ISO_DATE_SHAPE, isIsoDate } from '@/data/iso-date';
import type { IsoDate } from '@/data/types';

/** A closed set's values as a sentence names them: 'XS, S, M, L, XL or XXL', or a set of one's value. */
export function valuesInWords(values: readonly [string, ...string[]]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
}

/** The sentence a field's every failure reports, and its description. */
function rule<T extends z.ZodType>(make: (error: { error: string }) => T, allowed: string): T {
  return make({ error: allowed }).describe(allowed);
}

/** Text with something in it besides spaces. */
export function text(allowed: string, { max }: { max?: number } = {}) {
  return rule((error) => {
    const schema = z.string(error).regex(/\S/, error);
    return max === undefined ? schema : schema.max(max, error);
  }, allowed);
}

/** Text of `min` to `max` characters, counted as the pages count them (UTF-16 code units). */
export function textOfLength(allowed: string, { min, max }: { min: number; max: number }) {
  return rule((error) => z.string(error).min(min, error).max(max, error), allowed);
}

/** Text matching `pattern` in full. */
export function textMatching(allowed: string, pattern: RegExp) {
  return rule((error) => z.string(error).regex(pattern, error), allowed);
}

export function number(allowed: string, { min, max }: { min: number; max?: number }) {
  return rule((error) => {
    const schema = z.number(error).min(min, error);
    return max === undefined ? schema : schema.max(max, error);
  }, allowed);
}

export function wholeNumber(allowed: string, { min, max }: { min: number; max?: number }) {
  return rule((error) => {
    const schema = z.int(error).min(min, error);
    return max === undefined ? schema : schema.max(max, error);
  }, allowed);
}

/** Dollars to the cent, as a number prints: 39.99, 40, never 39.999 (the editor's form checks it too). */
export const MONEY_PATTERN = /^\d+(\.\d{1,2})?$/;

/** An amount of dollars to the cent, 0 or more. */
export function money(allowed: string) {
  return rule(
    (error) =>
      z
        .number(error)
        .min(0, error)
        .refine((value) => MONEY_PATTERN.test(String(value)), error),
    allowed,
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, allowed: string) {
  return rule((error) => z.enum(values, error), allowed);
}

export function yesOrNo(allowed: string) {
  return rule((error) => z.boolean(error), allowed);
}

/** 'YYYY-MM-DD', a day that exists on the calendar. */
export function isoDay(allowed: string) {
  return rule(
    (error) =>
      z
        .string(error)
        .regex(ISO_DATE_SHAPE, error)
        .refine((value) => isIsoDate(value), error)
        .transform((value) => value as IsoDate),
    allowed,
  );
}

/** A list of `count.min` to `count.max` items, each `item`; `unique` refuses the same item twice. */
export function listOf<T extends z.ZodType>(
  item: T,
  allowed: string,
  { min = 0, max, unique = false }: { min?: number; max?: number; unique?: boolean },
) {
  return rule((error) => {
    let schema = z.array(item, error).min(min, error);
    if (max !== undefined) schema = schema.max(max, error);
    return unique
      ? schema.refine(
          (items) => new Set(items.map((i) => JSON.stringify(i))).size === items.length,
          error,
        )
      : schema;
  }, allowed);
}

/**
 * A group of fields: nothing missing that is required, and no field it does not know (a misspelt name
 * would otherwise be ignored without a word). `what` names the group in the message about a stray field.
 */
export function fields<T extends z.ZodRawShape>(shape: T, what: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a field of ${what}, whose fields are ${Object.keys(shape).join(', ')}.`
        : `${what[0]?.toUpperCase()}${what.slice(1)} is a group of fields: ${Object.keys(shape).join(', ')}.`,
  });
}

/** What the editor writes for a field left empty: '', null, [], or a group of such fields. */
function isBlank(value: unknown): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.values(value).every(isBlank);
}

/** An optional field: absent, or left empty in the editor, counts as not given. */
export function optional<T extends z.ZodType>(schema: T) {
  const absentWhenCleared = z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    schema.optional(),
  );
  return schema.description ? absentWhenCleared.describe(schema.description) : absentWhenCleared;
}
