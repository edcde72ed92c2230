import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPaths, sources, SRC } from '@/testing/source-reads';
import { en } from './en';

/**
 * Every English message is read somewhere in the SPA: a key nothing reads is a sentence
 * translators keep writing for no screen. The sources are read as testing/source-reads.ts says;
 * a part used as a whole counts for every key under it, so the check errs on the side of
 * "used": it finds dead keys, not every dead key.
 */
type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Leaf paths of the catalogue; arrays are content read as a whole (they are iterated). */
function leafPaths(tree: Tree, path = ''): string[] {
  if (typeof tree === 'string' || Array.isArray(tree)) return [path];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value as Tree, path ? `${path}.${key}` : key));
}

describe('the English catalogue', () => {
  it('has no key that no screen reads', () => {
    const read = new Set(sources(SRC).flatMap((file) => readPaths(readFileSync(file, 'utf8'))));
    const parents = (path: string) => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
    // Read through: `t.sections.map`, `t.title.length` read the leaf they start with.
    const through = new Set([...read].flatMap(parents));
    const covered = (path: string) => through.has(path) || parents(path).some((at) => read.has(at));
    expect(leafPaths(en as unknown as Tree).filter((path) => !covered(path))).toEqual([]);
  });
});
