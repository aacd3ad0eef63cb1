import { mockConfig, parseConfig } from '@creator/api-client';
import { impersonationOf, type Impersonation } from './startup';

/** The validated runtime configuration: API base URL, realtime settings, login/logout URLs, application. */
export type AppConfig = ReturnType<typeof parseConfig>;

declare global {
  interface Window {
    /** Set by the page that serves the dashboard (see README: pointing at a real backend). */
    __CREATOR_CONFIG__?: Record<string, unknown>;
  }
}

const env = import.meta.env;

/**
 * Development defaults: the mock stack behind the dev server's proxy. Login and logout go
 * through the mock's `/__mock` pages, which set the `mock_persona` cookie and come back.
 * Each field can be overridden with a `VITE_*` variable at build time.
 */
function defaultsFromEnv(): Record<string, unknown> {
  return {
    ...mockConfig,
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    loginUrl: env.VITE_LOGIN_URL ?? '/__mock/login?persona=creator',
    // The mock's logout lands on its persona list (the proxy adds `return`), so a developer sees it worked.
    logoutUrl: env.VITE_LOGOUT_URL ?? '/__mock/logout',
    application: env.VITE_APPLICATION ?? 'networks',
    // The mock serves its media on http://127.0.0.1; a build for a real backend sets this to 'false'.
    allowHttpUrls: (env.VITE_ALLOW_HTTP_URLS ?? 'true') === 'true',
    // The mock's stand-in for the error-reporting service (its developer page lists what it got).
    errorReportUrl: env.VITE_ERROR_REPORT_URL ?? '/__mock/errors',
    // The mock's realtime socket through the serving origin's proxy (`/app/mock`), on any port.
    realtime: {
      ...mockConfig.realtime,
      wsHost: window.location.hostname,
      wsPort: Number(window.location.port) || (window.location.protocol === 'https:' ? 443 : 80),
    },
  };
}

/**
 * Reads the one configuration of the app: `window.__CREATOR_CONFIG__` when the serving page
 * defines it, else the build's env with mock defaults. Throws (via parseConfig) when invalid,
 * so a misconfigured deployment fails loudly at start rather than with odd requests.
 */
export function loadConfig(
  source: Record<string, unknown> | undefined = window.__CREATOR_CONFIG__,
): AppConfig {
  return parseConfig(source ?? defaultsFromEnv());
}

/** Staff impersonation as the serving page sets it (startup.ts says how). */
export function loadImpersonation(
  source: Record<string, unknown> | undefined = window.__CREATOR_CONFIG__,
): Impersonation {
  return impersonationOf(source);
}
