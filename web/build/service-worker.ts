import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

/**
 * The installable app (decision 083): after the browser's build, writes into dist/
 * - sw.js: web/src/sw/sw.ts built with Workbox's modules into one classic script, its precache
 *   list (self.__WB_MANIFEST) taken from Vite's chunk graph: the entry, the boot script, every
 *   public route's chunks and CSS and every language's message chunks; not the back office's
 *   (fetched and cached when an admin opens it), so a student's phone downloads only what it can use;
 * - manifest-<locale>.webmanifest: the web app manifest in each language (the server answers
 *   /manifest.webmanifest with the page's language);
 * - icons/: 192 and 512 px icons, plain and maskable, drawn from favicon.svg with sharp.
 */

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
export type PrecacheEntry = { url: string; revision: string | null };

export const THEME_COLOR = '#1d4ed8';
export const BACKGROUND_COLOR = '#f8fafc';
const LOCALES = ['en', 'fr', 'ar'] as const;

/** Route modules and message areas a student never needs (the back office, the tutor area): left to the runtime cache. */
const NOT_PRECACHED = [/^src\/app\/routes\/(admin|tutor-area)\//, /^src\/messages\/\w+\/(admin|money)\.ts$/];

/** The build's files to precache: each hashed, so its URL is its revision. */
export function precacheEntries(manifest: Record<string, ManifestChunk>): PrecacheEntry[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const roots = Object.keys(manifest).filter(
    (key) =>
      (key === 'index.html' ||
        key === 'src/boot.ts' ||
        /^src\/app\/routes\/.+\.tsx$/.test(key) ||
        /^src\/messages\/\w+\/[a-z-]+\.ts$/.test(key)) &&
      !NOT_PRECACHED.some((pattern) => pattern.test(key)),
  );
  for (const key of roots) visit(key);
  return [...files].sort().map((file) => ({ url: `/${file}`, revision: null }));
}

const FAVICON_PATH = 'M18 16h14c10 0 16 6.5 16 16s-6 16-16 16H18z';
/** The favicon's mark, full-bleed on the theme colour, inside the maskable safe zone (the middle 80%). */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/><g transform="translate(14.4 14.4) scale(0.55)"><path d="${FAVICON_PATH}" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></g></svg>`;

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest in one language. */
export function webManifest(locale: (typeof LOCALES)[number], description: string) {
  return {
    id: '/',
    name: 'Darsak',
    short_name: 'Darsak',
    description,
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: ICONS,
  };
}

function compress(file: string): void {
  const source = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'darsak-service-worker',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { mkdirSync } = await import('node:fs');
      const { default: sharp } = await import('sharp');
      // Icons first: they are precached too.
      mkdirSync(join(outDir, 'icons'), { recursive: true });
      const favicon = readFileSync(join(root, 'public/favicon.svg'));
      for (const icon of ICONS) {
        const size = Number(icon.sizes.split('x')[0]);
        const svg = icon.purpose === 'maskable' ? Buffer.from(maskableSvg) : favicon;
        await sharp(svg, { density: Math.ceil((72 * size) / 64) })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toFile(join(outDir, icon.src));
      }
      for (const locale of LOCALES) {
        const { shell } = (await import(join(root, `src/messages/${locale}/shell.ts`))) as { shell: { footer: { tagline: string } } };
        const file = join(outDir, `manifest-${locale}.webmanifest`);
        writeFileSync(file, JSON.stringify(webManifest(locale, shell.footer.tagline)));
        compress(file);
      }

      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const revisionOf = (file: string) =>
        createHash('sha256')
          .update(readFileSync(join(outDir, file)))
          .digest('hex')
          .slice(0, 16);
      const entries: PrecacheEntry[] = [
        ...precacheEntries(manifest),
        ...['favicon.svg', ...ICONS.map((icon) => icon.src.slice(1))].map((file) => ({ url: `/${file}`, revision: revisionOf(file) })),
      ];
      const buildId = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { alias: { '@': join(root, 'src') } },
        define: { 'process.env.NODE_ENV': '"production"', __DARSAK_BUILD__: JSON.stringify(buildId) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          sourcemap: false,
          minify: true,
          lib: { entry: join(root, 'src/sw/sw.ts'), formats: ['iife'], name: 'darsakServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const swFile = join(outDir, 'sw.js');
      const code = readFileSync(swFile, 'utf8');
      if (!code.includes('self.__WB_MANIFEST')) throw new Error('service worker: self.__WB_MANIFEST not found in the built sw.js');
      writeFileSync(swFile, code.replace('self.__WB_MANIFEST', JSON.stringify(entries)));
      compress(swFile);
    },
  };
}
