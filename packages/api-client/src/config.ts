/** Where the realtime (Pusher protocol) server is. */
export interface RealtimeConfig {
  /** The Pusher app key. */
  key: string;
  /** Host of the websocket server (Pusher-compatible servers); omit to use `cluster`. */
  wsHost?: string;
  /** Port of the websocket server. */
  wsPort?: number;
  /** Use wss (and port 443 unless `wsPort`). */
  forceTLS: boolean;
  /** The Pusher cluster, for Pusher's own service. */
  cluster?: string;
}

/** The dashboard's one runtime configuration; pointing at a real backend only changes this. */
export interface Config {
  /** Origin (and optional prefix) of the API; '' for the page's own origin. */
  apiBaseUrl: string;
  /**
   * Where a signed-out user is sent; the app adds `return_to` (the page asked for, of its own
   * origin), which the login page should follow after signing in on that origin only.
   */
  loginUrl: string;
  /** Where "Log out" goes. */
  logoutUrl: string;
  /** The application the dashboard runs as; some pages need `networks`. */
  application: string;
  realtime: RealtimeConfig;
  /**
   * Let plain `http:` URLs from the API through the app's URL gate (links, images). Only for
   * local stacks such as the mock, whose media are on http://127.0.0.1; https only otherwise.
   */
  allowHttpUrls?: boolean;
  /**
   * The error-reporting endpoint (an http(s) URL or a path): icon load failures are posted
   * there as JSON `{ kind, url, page }`. Absent: nothing is reported (the default).
   */
  errorReportUrl?: string;
}

/** The invalid config's problems, one per field. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid dashboard config: ${problems.join('; ')}`);
  }
}

/** The mock stack's config (`pnpm mock` on 127.0.0.1:4010). */
export const mockConfig: Config = {
  apiBaseUrl: 'http://127.0.0.1:4010',
  loginUrl: 'http://127.0.0.1:4010/__mock/login?persona=creator',
  logoutUrl: 'http://127.0.0.1:4010/__mock/logout',
  application: 'networks',
  realtime: { key: 'mock', wsHost: '127.0.0.1', wsPort: 4010, forceTLS: false },
  allowHttpUrls: true,
};

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** An absolute http(s) URL, or a path on the page's origin (never `javascript:` and the like). */
const isLink = (value: string) => isHttpUrl(value) || /^\/(?!\/)/.test(value);

/**
 * Checks a raw config (from the page or the build) and returns it typed; throws a
 * `ConfigError` naming every wrong field, so a bad deployment fails at start.
 */
export function parseConfig(raw: unknown): Config {
  const problems: string[] = [];
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (field: string, check: (value: string) => boolean, rule: string): string => {
    const value = source[field];
    if (typeof value === 'string' && check(value)) return value;
    problems.push(`${field} must be ${rule}`);
    return '';
  };
  const apiBaseUrl = text(
    'apiBaseUrl',
    (v) => v === '' || (isHttpUrl(v) && !v.endsWith('/')),
    "'' or an http(s) URL without a trailing slash",
  );
  const loginUrl = text('loginUrl', isLink, 'an http(s) URL or a path');
  const logoutUrl = text('logoutUrl', isLink, 'an http(s) URL or a path');
  const application = text('application', (v) => /^[a-z_]+$/.test(v), 'an application name');
  const realtime = parseRealtime(source.realtime, problems);
  const { allowHttpUrls, errorReportUrl } = source;
  if (allowHttpUrls !== undefined && typeof allowHttpUrls !== 'boolean')
    problems.push('allowHttpUrls must be true or false');
  const reportsTo = typeof errorReportUrl === 'string' && isLink(errorReportUrl);
  if (errorReportUrl !== undefined && errorReportUrl !== null && !reportsTo)
    problems.push('errorReportUrl must be an http(s) URL or a path');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    apiBaseUrl,
    loginUrl,
    logoutUrl,
    application,
    realtime,
    ...(typeof allowHttpUrls === 'boolean' ? { allowHttpUrls } : {}),
    ...(reportsTo ? { errorReportUrl } : {}),
  };
}

function parseRealtime(raw: unknown, problems: string[]): RealtimeConfig {
  if (typeof raw !== 'object' || raw === null) {
    problems.push('realtime must be an object with key and forceTLS');
    return mockConfig.realtime;
  }
  const { key, wsHost, wsPort, forceTLS, cluster } = raw as Record<string, unknown>;
  if (typeof key !== 'string' || key === '')
    problems.push('realtime.key must be a non-empty string');
  if (typeof forceTLS !== 'boolean') problems.push('realtime.forceTLS must be true or false');
  if (wsHost !== undefined && (typeof wsHost !== 'string' || wsHost === ''))
    problems.push('realtime.wsHost must be a host name');
  if (
    wsPort !== undefined &&
    !(Number.isInteger(wsPort) && Number(wsPort) > 0 && Number(wsPort) < 65536)
  )
    problems.push('realtime.wsPort must be a port number');
  if (cluster !== undefined && typeof cluster !== 'string')
    problems.push('realtime.cluster must be a string');
  if (wsHost === undefined && cluster === undefined)
    problems.push('realtime needs wsHost (own server) or cluster (Pusher)');
  return {
    key: String(key),
    forceTLS: forceTLS === true,
    ...(typeof wsHost === 'string' ? { wsHost } : {}),
    ...(typeof wsPort === 'number' ? { wsPort } : {}),
    ...(typeof cluster === 'string' ? { cluster } : {}),
  };
}
