/**
 * Whether a path the editor's local helper is asked about lies inside the folders it may read and write:
 * the content folder and the photo folder, never the originals the photo step keeps aside. Paths come
 * as decap-server takes them, relative to the repository with '/' between folders; what it would resolve
 * and follow is checked here first: no absolute path, no '..' or hidden name, no character a file of the
 * shop never has ('%' of a URL-encoded name among them), and no link, at any level, that leads outside.
 * A folder to be listed is walked as deep as decap-server would list it, so no link inside it leads out.
 *
 * The check runs just before decap-server acts; someone who can change the folders' links in between
 * can write the files directly anyway.
 */
import { type Dirent, lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { NamedPath } from './editor-actions';

export interface EditorFolders {
  /** The repository decap-server works in (absolute). */
  repository: string;
  /** The folders it may read and write, relative to the repository with '/' separators. */
  content: string;
  photos: string;
  /** A folder inside `photos` it may not touch (the originals, metadata and all). */
  originals: string;
}

/** Characters no path the editor writes holds: Windows separators and drives, URL-encoding, controls. */
const FORBIDDEN_CHARACTER = /[\\:%\0-\x1f]/;

/** Where `target` really is: its longest existing part with links resolved, then the parts not made yet. */
function realLocation(target: string): string {
  const missing: string[] = [];
  let existing = target;
  for (;;) {
    try {
      lstatSync(existing);
      break;
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) break;
      missing.unshift(path.basename(existing));
      existing = parent;
    }
  }
  // A link whose target does not exist throws here: it is refused like one that leads out. The native
  // call gives each name as the disk has it (one written in other capitals is found under its own).
  return path.join(realpathSync.native(existing), ...missing);
}

const inside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Why `named` may not be read or written, in words that follow '"<path>" is ', or undefined when it may.
 */
export function pathProblem(named: NamedPath, folders: EditorFolders): string | undefined {
  const { path: value, depth } = named;
  const character = FORBIDDEN_CHARACTER.exec(value)?.[0];
  if (character !== undefined) {
    return `a path with ${JSON.stringify(character)} in it, which no file of the shop has`;
  }
  if (value.startsWith('/') || path.isAbsolute(value)) return 'an absolute path';
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return 'a path through ".." or "."';
  }
  const target = path.resolve(folders.repository, ...segments);
  const roots = [folders.content, folders.photos].map((folder) =>
    path.resolve(folders.repository, folder),
  );
  const root = roots.find((folder) => inside(folder, target));
  if (!root) return 'outside them';
  // A folder to list may be one of them itself; a file to read or write is in one.
  if (depth === undefined && target === root) return 'one of the folders itself, not a file in it';
  if (
    path
      .relative(root, target)
      .split(path.sep)
      .some((segment) => segment.startsWith('.'))
  ) {
    return 'a hidden file or folder (its name starts with ".")';
  }
  const originals = path.resolve(folders.repository, folders.originals);
  let realRoot: string;
  let realTarget: string;
  let realOriginals: string;
  try {
    realRoot = realLocation(root);
    realTarget = realLocation(target);
    realOriginals = realLocation(originals);
  } catch {
    return 'a link that leads nowhere';
  }
  // In any case of its name: where names ignore case (macOS, Windows), ORIGINALS/ is originals/.
  if (inside(originals.toLowerCase(), target.toLowerCase()) || inside(realOriginals, realTarget)) {
    return "in the originals folder, which keeps the photos as they came, metadata and all: it is not the editor's";
  }
  if (!inside(realRoot, realTarget)) return 'a link that leads outside them';
  if (depth !== undefined) return folderProblem(target, realRoot, depth, folders);
  return undefined;
}

/** A link in `folder`, as deep as decap-server lists it, that leads outside, or the originals within. */
function folderProblem(
  folder: string,
  realRoot: string,
  depth: number,
  folders: EditorFolders,
): string | undefined {
  if (depth <= 0) return undefined;
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return undefined; // decap-server lists a missing folder as empty
  }
  const originals = path.resolve(folders.repository, folders.originals);
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    const shown = path.relative(folders.repository, file).split(path.sep).join('/');
    if (entry.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(file);
      } catch {
        return `a folder holding ${shown}, a link that leads nowhere`;
      }
      if (!inside(realRoot, real))
        return `a folder holding ${shown}, a link that leads outside them`;
    } else if (entry.isDirectory() && depth > 1) {
      // decap-server lists what is inside a folder only while it has levels left.
      if (file === originals) {
        return `a folder holding the originals folder (${shown}), which is not the editor's`;
      }
      const problem = folderProblem(file, realRoot, depth - 1, folders);
      if (problem) return problem;
    }
  }
  return undefined;
}
