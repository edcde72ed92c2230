import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPaths, sources, SRC } from '@/testing/source-reads';
import { CORE_AREAS, LAZY_AREAS, type LazyArea } from './areas';
import { en } from './en';
import { core } from './en/core';
import { MESSAGE_LOADERS } from './loaders';

/**
 * The first screen carries only the core of the catalogue; every other area loads with the
 * screens that read it. Checked on the sources: from the entry (main.tsx) and from every
 * `withAreas([...], () => import('...'))` (routes, lazy parts of a screen), the code reached
 * through static imports may read only the core and the areas declared there. A module that loads
 * an area itself (`loadAreas('errors')`) may read that area.
 */
const files = sources();

/** A module specifier of `from` as a file of web/src, or null (a package). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const code = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

/** Static imports of a module that are SPA sources (type-only imports read no messages). */
function staticImports(file: string): string[] {
  const text = code.get(file) ?? '';
  const specifiers = [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!);
  return specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== null && code.has(f));
}

/** Areas a module reads (the first segment of each path it reads). */
const areasRead = (file: string) => new Set(readPaths(code.get(file) ?? '').map((path) => path.split('.')[0]!));
/** Areas a module loads itself. */
const areasLoaded = (file: string) => new Set([...(code.get(file) ?? '').matchAll(/loadAreas\('(\w+)'\)/g)].map((m) => m[1]!));

type Entry = { from: string; module: string; areas: string[] };

const entries: Entry[] = [{ from: 'index.html', module: join(SRC, 'main.tsx'), areas: [] }];
for (const [file, text] of code) {
  for (const [, list, specifier] of text.matchAll(/withAreas\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const module = resolve(file, specifier!);
    if (module) entries.push({ from: relative(SRC, file), module, areas: [...list!.matchAll(/'(\w+)'/g)].map((m) => m[1]!) });
  }
}

describe('message areas', () => {
  it('split the whole catalogue: core and lazy areas, each once', () => {
    expect([...CORE_AREAS, ...LAZY_AREAS].sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(core)).toEqual([...CORE_AREAS]);
  });

  it('finds the entry and the screens', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it.each(entries.map((entry) => [relative(SRC, entry.module), entry] as const))(
    '%s reads only the core and its declared areas',
    (_name, entry) => {
      const allowed = new Set<string>([...CORE_AREAS, ...entry.areas]);
      const seen = new Set<string>();
      const stray: string[] = [];
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const own = areasRead(file);
        const loaded = areasLoaded(file);
        for (const area of own) {
          if (!allowed.has(area) && !loaded.has(area) && area in en) stray.push(`${relative(SRC, file)} reads messages.${area}`);
        }
        staticImports(file).forEach(visit);
      };
      visit(entry.module);
      expect(stray, `declared in ${entry.from}: [${entry.areas.join(', ')}]`).toEqual([]);
    },
  );

  it('loads every lazy area in every language', async () => {
    for (const loaders of Object.values(MESSAGE_LOADERS)) {
      for (const area of LAZY_AREAS) {
        const texts = await loaders.areas[area as LazyArea]();
        expect(Object.keys(texts)).toEqual(Object.keys(en[area]));
      }
    }
  });
});
