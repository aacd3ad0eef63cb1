import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Port of the catalogue's dev server and of `vite preview` (Playwright uses the latter). */
export const CATALOGUE_PORT = 6007;

/** The component catalogue: a static app listing every `src/**\/*.story.tsx`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative base, so the built catalogue opens from any folder or static host.
  base: './',
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCase' } },
  server: { host: '127.0.0.1', port: CATALOGUE_PORT },
  preview: { host: '127.0.0.1', port: CATALOGUE_PORT, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
