import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

/**
 * Every English message is read somewhere in the SPA: a key nothing reads is a sentence
 * translators keep writing for no screen. The check reads the sources (web/src outside the
 * catalogue and tests): `messages.a.b.c`, and aliases of a part of the catalogue
 * (`const t = messages.a.b;` or a default parameter `(t = messages.a)`) followed by `.c`. An
 * alias or a part used as a whole (passed on, indexed with [], iterated) counts for every key
 * under it, so the check errs on the side of "used": it finds dead keys, not every dead key.
 */
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === import.meta.dirname ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-utils/.test(name) ? [path] : [];
  });
}

/** `alias = messages.a.b` (or `= t.c` for an alias t) with nothing after the chain: an alias. */
const DEFINITION = /\b(\w+)\s*=\s*(\w+)((?:\??\.\w+)*)(?=\s*[;,)}\n])/g;

/** The catalogue paths a source reads (a path covers everything under it). */
function readPaths(code: string): string[] {
  const aliases = new Map<string, string>([['messages', '']]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [, alias, from, rest] of code.matchAll(DEFINITION)) {
      const base = aliases.get(from!);
      if (base === undefined || aliases.has(alias!)) continue;
      aliases.set(alias!, extend(base, rest!));
      grew = true;
    }
  }
  // Defining an alias reads nothing yet: only what is read through it counts.
  const uses = code.replace(DEFINITION, (definition, _alias, from: string) => (aliases.has(from) ? '' : definition));
  const read: string[] = [];
  for (const [alias, base] of aliases) {
    // The whole chain (no shorter match before a dot); `...messages` is a read, `x.messages` is not.
    const use = new RegExp(`(?<![\\w$])(?<!(?:^|[^.])\\.)${alias}((?:\\??\\.\\w+)*)(?![\\w.?])`, 'g');
    for (const [, rest] of uses.matchAll(use)) {
      const path = extend(base, rest!);
      if (alias !== 'messages' || path) read.push(path);
    }
  }
  return read;
}

/** A base path extended by an access chain: extend('a', '?.b.c') is 'a.b.c'. */
const extend = (base: string, rest: string): string => [base, ...rest.split(/\??\./)].filter(Boolean).join('.');

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
