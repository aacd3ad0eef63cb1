import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The framework floor's build (`pnpm bench`): the same Vite and React plugin as the app. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { manifest: true, emptyOutDir: true },
  // Served by `pnpm bench` for its Lighthouse reference run.
  preview: { host: '127.0.0.1', port: Number(process.env.FLOOR_PORT ?? 4174), strictPort: true },
  logLevel: 'warn',
});
