import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuPrecompile } from './build/icu-precompile';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** Paths that are both SPA routes (GET) and API endpoints (POST): proxy only the writes. */
const writeOnly = (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined);

export default defineConfig({
  plugins: [react(), icuPrecompile()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
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
