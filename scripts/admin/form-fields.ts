/**
 * The editor's form for a content file, made from the file's schema (data/schema/): the schema becomes JSON
 * Schema (zod's own conversion), and each property a Decap CMS field with the schema's rules as the form's
 * rules: required or not, the number ranges, the list lengths, the text lengths and patterns, a select for
 * every closed set of values, and the schema's sentence saying what is allowed as the field's hint (and as
 * the message when a pattern refuses a value). What JSON Schema cannot say (a rule between two fields, such
 * as a price not above the original, or across files) the form checks with the schema itself before it
 * saves (editor/checks-widget.ts). `overrides` adds what a schema does not know:
 * a friendlier label, a long-text or date widget, a default, an image or a link to another collection.
 */
import { z } from 'zod';

/** The part of a Decap CMS field definition this shop uses (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  options?: readonly string[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  default?: unknown;
  collapsed?: boolean;
  summary?: string;
  [setting: string]: unknown;
}

/** Settings for the field at a path of names, list levels left out: 'customerReviews.date'. */
export type FieldOverrides = Readonly<Record<string, Partial<CmsField>>>;

interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** 'searchDescription' → 'Search description', 'zip-open' → 'Zip open'. */
function labelFor(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Integers are bounded by JSON Schema's safe range when the schema gives no maximum: not a rule. */
const boundOrNone = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

/** A pattern and its message: Decap says "<label> didn't match the pattern: <message>." */
export function patternRule(pattern: string, hint: string): [string, string] {
  return [pattern, hint.replace(/\.$/, '')];
}

/**
 * The rules of a text, as Decap's one pattern: its length, its own pattern, or both at once (a line of a
 * print is at most 30 characters and not only spaces).
 */
function textPattern(schema: JsonSchema, hint: string): [string, string] | undefined {
  const hasLength = schema.minLength !== undefined || schema.maxLength !== undefined;
  const length = `[\\s\\S]{${schema.minLength ?? 0},${schema.maxLength ?? ''}}$`;
  if (hasLength && schema.pattern) {
    return patternRule(`^(?=${length})(?=[\\s\\S]*?(?:${schema.pattern}))`, hint);
  }
  if (hasLength) return patternRule(`^${length}`, hint);
  return schema.pattern ? patternRule(schema.pattern, hint) : undefined;
}

function withoutUndefined(field: CmsField): CmsField {
  return Object.fromEntries(
    Object.entries(field).filter(([, value]) => value !== undefined),
  ) as CmsField;
}

function field(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  overrides: FieldOverrides,
): CmsField {
  const hint = schema.description || undefined;
  const base = { name, label: labelFor(name), required, hint };
  let made: CmsField;
  if (schema.type === 'object') {
    // Decap checks an object's fields even when the object is left empty, and cannot say "all or
    // nothing": the fields of an optional object are optional in the form, and the build checks the rest.
    made = { ...base, widget: 'object', fields: objectFields(schema, path, overrides, required) };
  } else if (schema.type === 'array' && schema.items?.enum) {
    made = {
      ...base,
      widget: 'select',
      multiple: true,
      options: schema.items.enum,
      min: schema.minItems || undefined,
      max: schema.maxItems,
    };
  } else if (schema.type === 'array' && schema.items?.type === 'object') {
    made = {
      ...base,
      widget: 'list',
      min: schema.minItems || undefined,
      max: schema.maxItems,
      fields: objectFields(schema.items, path, overrides),
    };
  } else if (schema.type === 'array' && schema.items) {
    made = {
      ...base,
      widget: 'list',
      min: schema.minItems || undefined,
      max: schema.maxItems,
      field: field(name, schema.items, true, `${path}.*`, overrides),
    };
  } else if (schema.enum) {
    made = { ...base, widget: 'select', options: schema.enum };
  } else if (schema.type === 'integer' || schema.type === 'number') {
    made = {
      ...base,
      widget: 'number',
      value_type: schema.type === 'integer' ? 'int' : 'float',
      min: boundOrNone(schema.minimum),
      max: boundOrNone(schema.maximum),
    };
  } else if (schema.type === 'boolean') {
    made = { ...base, widget: 'boolean', default: false };
  } else if (schema.type === 'string') {
    made = { ...base, widget: 'string', pattern: hint ? textPattern(schema, hint) : undefined };
  } else {
    throw new Error(`${path}: no form field for a schema of type ${String(schema.type)}`);
  }
  return withoutUndefined({ ...made, ...overrides[path] });
}

function objectFields(
  schema: JsonSchema,
  path: string,
  overrides: FieldOverrides,
  objectRequired = true,
): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    field(
      name,
      property,
      objectRequired && required.has(name),
      path ? `${path}.${name}` : name,
      overrides,
    ),
  );
}

/** The form's fields for a content file whose schema is `schema`. */
export function formFields(schema: z.ZodType, overrides: FieldOverrides = {}): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const unknown = Object.keys(overrides).filter((path) => !hasPath(json, path.split('.')));
  if (unknown.length > 0)
    throw new Error(`Overrides for fields the schema lacks: ${unknown.join(', ')}`);
  return objectFields(json, '', overrides);
}

function hasPath(schema: JsonSchema | undefined, names: string[]): boolean {
  if (!schema) return false;
  const [name, ...rest] = names;
  if (name === undefined) return true;
  const inner = schema.type === 'array' ? schema.items : schema;
  if (name === '*') return hasPath(inner, rest);
  return hasPath(inner?.properties?.[name], rest);
}
