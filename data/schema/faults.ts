/**
 * What is wrong with the content, one fault at a time, each naming the file, the entry and the field, what
 * the field holds and what it allows: the build prints them (scripts/content/check.ts) and stops before it
 * writes anything; every other reader refuses the content with the same list (data/content.ts); the
 * editor refuses to save a file with the same lines (scripts/admin/editor/). Free of Node, so the editor's
 * browser bundle can carry it.
 */
import type { z } from 'zod';

export interface ContentFault {
  /** The file, relative to the working directory when inside it. */
  file: string;
  /** Which entry of the file: 'design "Milk Bar Sweatshirt"', 'the home page'. */
  entry: string;
  /** The field's path in the file, lists counted from 1: 'customerReviews › 2 (Olivia P.) › rating'. */
  field?: string;
  /** What the field holds, then what it allows ('is -5. A price is…'). */
  message: string;
}

export function formatFault({ file, entry, field, message }: ContentFault): string {
  return `${file}: ${entry}${field ? `, field ${field}` : ''}: ${message}`;
}

export class ContentFaults extends Error {
  constructor(readonly faults: readonly ContentFault[]) {
    super(
      [
        `The shop's content has ${faults.length} ${faults.length === 1 ? 'problem' : 'problems'}; fix ${faults.length === 1 ? 'it' : 'them'} and build again:`,
        ...faults.map((fault) => `  - ${formatFault(fault)}`),
      ].join('\n'),
    );
    this.name = 'ContentFaults';
  }
}

/** A value as a message quotes it, cut short when long. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** 'customerReviews › 2 (Olivia P.) › rating', reading names of list items from the file's data. */
function fieldPath(data: unknown, segments: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let at: unknown = data;
  for (const segment of segments) {
    // Stryker disable next-line OptionalChaining: zod reports paths only inside the groups and lists it read, so each step starts from one, never from null
    at = (at as Record<PropertyKey, unknown> | null | undefined)?.[segment];
    if (typeof segment === 'number') {
      // A list item may be null, or a string or a number, whose name, title and size are undefined.
      const item = at as { name?: unknown; title?: unknown; size?: unknown } | null | undefined;
      const label = [item?.name, item?.title, item?.size].find(
        (value) => typeof value === 'string',
      );
      parts.push(label ? `${segment + 1} (${label})` : String(segment + 1));
    } else {
      parts.push(String(segment));
    }
  }
  return parts.join(' › ');
}

/**
 * One fault per field zod found wrong in a file's data (a value can break several of a field's checks,
 * which all say the same sentence: the first is kept); a stray field is one fault per field.
 */
export function faultsFromIssues(
  file: string,
  entry: string,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
): ContentFault[] {
  const seen = new Set<string>();
  const firstPerField = issues.filter((issue) => {
    const key = JSON.stringify(issue.path);
    if (issue.code === 'unrecognized_keys' || !seen.has(key)) {
      seen.add(key);
      return true;
    }
    return false;
  });
  return firstPerField.flatMap((issue): ContentFault[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        entry,
        field: fieldPath(data, [...issue.path, key]),
        message: issue.message,
      }));
    }
    const held = issue.input === undefined ? 'is missing' : `is ${shown(issue.input)}`;
    return [
      {
        file,
        entry,
        ...(issue.path.length > 0 ? { field: fieldPath(data, issue.path) } : {}),
        message: `${held}. ${issue.message}`,
      },
    ];
  });
}
