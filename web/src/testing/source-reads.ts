import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What the SPA's sources read of the message catalogue, for the catalogue's tests (unused keys,
 * areas loaded with their screens). Read as text, no compiler: `messages.a.b.c`, and aliases of a
 * part of the catalogue (`const t = messages.a.b;` or a default parameter `(t = messages.a)`)
 * followed by `.c`; an alias or a part used bare (passed on, indexed with [], iterated) is read
 * as a whole.
 */
/** web/src */
export const SRC = join(import.meta.dirname, '..');

/** The SPA's own sources: web/src without the catalogue, tests and test helpers. */
export function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['messages', 'testing'].includes(name) && dir === SRC ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-utils/.test(name) ? [path] : [];
  });
}

/** `alias = messages.a.b` (or `= t.c` for an alias t) with nothing after the chain: an alias. */
const DEFINITION = /\b(\w+)\s*=\s*(\w+)((?:\??\.\w+)*)(?=\s*[;,)}\n])/g;

/** The catalogue paths a source reads (a path covers everything under it). */
export function readPaths(code: string): string[] {
  const aliases = new Map<string, string>([['messages', '']]);
  for (let grew = true; grew;) {
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

/** The static imports of a source of web/src, resolved to files (packages and type-only imports left out). */
export function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].flatMap(([, specifier]) => {
    const base = specifier!.startsWith('@/')
      ? join(SRC, specifier!.slice(2))
      : specifier!.startsWith('.')
        ? join(dirname(file), specifier!)
        : null;
    if (!base) return [];
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
      (f) => /\.tsx?$/.test(f) && existsSync(f),
    );
    return found ? [found] : [];
  });
}

/** Every source a module reaches through static imports (itself included): what loads with it. */
export function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next)) return;
    seen.add(next);
    staticImports(next).forEach(visit);
  };
  visit(file);
  return seen;
}
