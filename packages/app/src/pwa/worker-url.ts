import { BASENAME } from '../routing/routes';

/** The service worker's script as the build writes it (build/pwa.ts) and the app registers it. */
export const SERVICE_WORKER_URL = `${BASENAME}/sw.js`;
