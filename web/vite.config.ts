import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSE_GROUP, checkLeanRoutes, FRAMEWORK_GROUP, HEAVY_MODULE, SHELL_GROUP } from './build/chunks.ts';
import { icuPrecompile } from './build/icu-precompile.ts';
import { serviceWorker } from './build/service-worker.ts';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** Paths that are both SPA routes (GET) and API endpoints (POST): proxy only the writes. */
const writeOnly = (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined);

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes name.br and name.gz beside every compressible file of the build, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing per request or not at
 * all. Maximum levels: the work is done once, at build time (decision 030).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'darsak-precompress',
    // The client build only: the prerenderer (web/dist/.ssr) is read from disk by the server.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        // Small files too: the server would otherwise compress them on every request.
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/**
 * Writes dist/route-preloads.json: for each route pattern of web/src/config/paths.ts with a
 * lazy module (src/app/routes/<kebab-key>.tsx), the JS and CSS files it needs beyond the entry.
 * The server puts them in the page as modulepreload/stylesheet links, so a phone fetches the
 * route's chunk with the entry instead of a round trip later (first contentful paint, issue 9).
 * Runs before precompress, which then compresses the JSON too.
 */
function routePreloads(): Plugin {
  let outDir = 'dist';
  let root = '.';
  /** The chunks holding a library the lean routes must not load (checkLeanRoutes). */
  const heavyFiles = new Set<string>();
  return {
    name: 'darsak-route-preloads',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && Object.keys(chunk.modules).some((id) => HEAVY_MODULE.test(id))) heavyFiles.add(`/${chunk.fileName}`);
      }
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const entry = manifest['index.html'];
      const inEntry = new Set<string>();
      const visit = (key: string, into: Set<string>, css: Set<string>) => {
        const chunk = manifest[key];
        if (!chunk || into.has(chunk.file)) return;
        into.add(chunk.file);
        for (const file of chunk.css ?? []) css.add(file);
        for (const imported of chunk.imports ?? []) visit(imported, into, css);
      };
      visit('index.html', inEntry, new Set());
      const { paths } = (await import(join(root, 'src/config/paths.ts'))) as { paths: Record<string, { path: string }> };
      const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const beyondEntry = (keys: string[]) => {
        const js = new Set<string>();
        for (const key of keys) visit(key, js, new Set());
        return [...js].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
      };
      // The message areas each route's module loads with it, read from the router's
      // `withAreas([...], () => import('./routes/x'))` as messages/areas.test.ts reads them.
      const router = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
      const areasOf = new Map(
        [...router.matchAll(/withAreas\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)].map((m) => [
          `src/app/${m[2]}.tsx`,
          [...m[1]!.matchAll(/'(\w+)'/g)].map((a) => kebab(a[1]!)),
        ]),
      );
      const LOCALES = ['en', 'fr', 'ar'] as const;
      const preloads: Record<string, { js: string[]; css: string[]; messages: Record<string, string[]> }> = {};
      for (const [key, { path }] of Object.entries(paths)) {
        const src = `src/app/routes/${kebab(key)}.tsx`;
        if (!manifest[src] || !entry) continue;
        const js = new Set<string>();
        const css = new Set<string>();
        visit(src, js, css);
        // Per language, the route's message areas (decision 047), so its first render does not
        // wait for a second round trip after its chunk.
        const areas = areasOf.get(src) ?? [];
        const messages = Object.fromEntries(
          LOCALES.map((locale) => [locale, beyondEntry(areas.map((area) => `src/messages/${locale}/${area}.ts`))]),
        );
        preloads[path] = {
          js: [...js].filter((f) => !inEntry.has(f)).map((f) => `/${f}`),
          css: [...css].filter((f) => !(entry.css ?? []).includes(f)).map((f) => `/${f}`),
          messages,
        };
      }
      checkLeanRoutes(preloads, heavyFiles);
      writeFileSync(join(outDir, 'route-preloads.json'), JSON.stringify(preloads));
      // For prerendered pages (decision 044): the boot script that loads the app after the first
      // paint, and each language's message chunks (its core, each area), which the server lists
      // with the page's scripts so hydration does not wait for them (see web/src/messages/loaders.ts).
      const locales: Record<string, { core: string[]; areas: Record<string, string[]> }> = {};
      for (const key of Object.keys(manifest)) {
        const match = /^src\/messages\/(\w+)\/([a-z-]+)\.ts$/.exec(key);
        if (!match || match[2] === 'index') continue;
        const [, locale = '', part = ''] = match;
        const files = new Set<string>();
        visit(key, files, new Set());
        const chunks = [...files].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
        const entryFor = (locales[locale] ??= { core: [], areas: {} });
        if (part === 'core') entryFor.core = chunks;
        else entryFor.areas[part.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = chunks;
      }
      const boot = manifest['src/boot.ts']?.file;
      writeFileSync(join(outDir, 'prerender.json'), JSON.stringify({ boot: boot ? `/${boot}` : null, locales }));
    },
  };
}

/**
 * `vite build --ssr src/entry-server.tsx` builds the prerenderer (decision 044) into a dot
 * directory of the build, which the server's static files never serve: no public files, no manifest.
 */
const prerendererOutput = (): Plugin => ({
  name: 'darsak-prerenderer-output',
  config: (_, env) => (env.isSsrBuild ? { build: { outDir: 'dist/.ssr', copyPublicDir: false, manifest: false } } : undefined),
});

/**
 * The shell chunk (SHELL_GROUP, decision 056) for the browser's build: the prerenderer's build keeps
 * the bundler's own split (grouped there, the ICU registry was read before it was set).
 */
const shellChunk = (): Plugin => ({
  name: 'darsak-shell-chunk',
  config(config, env) {
    if (env.command !== 'build' || env.isSsrBuild) return;
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output)) output.codeSplitting = { groups: [FRAMEWORK_GROUP, BROWSE_GROUP, SHELL_GROUP] };
  },
});

export default defineConfig({
  plugins: [react(), icuPrecompile(), routePreloads(), precompress(), prerendererOutput(), shellChunk(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // Source maps would publish the sources next to the app (issue 8); builds ship none.
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    // The app, and the boot script of prerendered pages (src/boot.ts, decision 044).
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
      },
      // SHELL_GROUP joins them for the browser's build only (shellChunk below).
      output: { codeSplitting: { groups: [BROWSE_GROUP] } },
    },
  },
  // The workspace package is TypeScript: bundled into the prerenderer; React and React Router
  // stay external and load from node_modules on the server.
  ssr: { noExternal: ['@darsak/common'] },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/sanctum': API_TARGET,
      '/dev': API_TARGET,
      '/email': API_TARGET,
      '/login': { target: API_TARGET, bypass: writeOnly },
      '/register': { target: API_TARGET, bypass: writeOnly },
      '/logout': { target: API_TARGET, bypass: writeOnly },
    },
  },
});
