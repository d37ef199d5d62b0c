/**
 * The files one design adds to an export: every file with a folder, or a name before its extension, that
 * is the design's slug ('products/milk-bar.html', 'products/milk-bar/__next._tree.txt',
 * 'images/products/milk-bar/front-320.webp', 'og/products/milk-bar.jpg'), whatever step wrote it, so a
 * new kind of file per design counts the day it appears. Grouped by kind, the slug and a file's width
 * left out ('images/products/<slug>/*.webp'), to say what a design's weight is made of.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

interface DesignFileKind {
  /** The files' path with the slug as `<slug>` and, inside the design's folder, the name as `*`. */
  kind: string;
  files: number;
  bytes: number;
}

export interface DesignFiles {
  files: number;
  bytes: number;
  /** By kind, the heaviest first. */
  kinds: DesignFileKind[];
}

/** Every file under `dir`, relative to it with '/' separators. */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** The design `file` belongs to among `slugs` (by a folder, else by its name), and its kind. */
function designOf(
  file: string,
  slugs: ReadonlySet<string>,
): { slug: string; kind: string } | undefined {
  const segments = file.split('/');
  const name = segments.pop()!;
  const extension = path.extname(name);
  const folder = segments.findIndex((segment) => slugs.has(segment));
  if (folder >= 0) {
    const slug = segments[folder]!;
    segments[folder] = '<slug>';
    return { slug, kind: [...segments, `*${extension}`].join('/') };
  }
  const stem = name.slice(0, name.length - extension.length);
  if (slugs.has(stem)) return { slug: stem, kind: [...segments, `<slug>${extension}`].join('/') };
  return undefined;
}

/** The files each of `slugs` adds to the export in `dir`, by slug. */
export function designFiles(dir: string, slugs: readonly string[]): Map<string, DesignFiles> {
  const slugSet = new Set(slugs);
  const kindsBySlug = new Map(slugs.map((slug) => [slug, new Map<string, DesignFileKind>()]));
  for (const file of allFiles(dir)) {
    const found = designOf(file, slugSet);
    if (!found) continue;
    const kinds = kindsBySlug.get(found.slug)!;
    const entry = kinds.get(found.kind) ?? { kind: found.kind, files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += statSync(path.join(dir, file)).size;
    kinds.set(found.kind, entry);
  }
  return new Map(
    [...kindsBySlug].map(([slug, kinds]) => {
      const list = [...kinds.values()].sort((a, b) => b.bytes - a.bytes);
      const total = (key: 'files' | 'bytes') => list.reduce((sum, kind) => sum + kind[key], 0);
      return [slug, { files: total('files'), bytes: total('bytes'), kinds: list }];
    }),
  );
}
