import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The framework floor's build (`pnpm bench`): the same Vite and React plugin as the app. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { manifest: true, emptyOutDir: true },
  logLevel: 'warn',
});
