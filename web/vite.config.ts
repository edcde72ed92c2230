import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { icuPrecompile } from './build/icu-precompile.ts';

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
    apply: 'build',
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
        const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } });
        const gz = gzipSync(source, { level: 9 });
        // Small files too: the server would otherwise compress them on every request.
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), icuPrecompile(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // Source maps would publish the sources next to the app (issue 8); builds ship none.
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
  },
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
