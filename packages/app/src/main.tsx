import '@creator/ui/styles.css';
import { createApiClient } from '@creator/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { loadConfig, loadImpersonation } from './session/config';
import { createI18n } from './i18n/i18n';
import { REQUEST_TIMEOUT_MS } from './session/session';
import { withBootRead } from './boot/boot-read';
import { nextTask } from './lib/next-task';
import { BASENAME } from './routing/routes';
import { configureUrlGate, navigateTo } from './security/safe-url';
import { signInUrl } from './session/sign-in';
import { createRouteTree } from './routes/tree';
import { installDefaultPolicy } from './security/trusted-types';
import { startDeviceData } from './session/device-start';
import { KEEP_MAX_AGE_MS } from './session/device-mark';
import { followBrowserOnline } from './session/connectivity';

/** The version of the data kept on the device, set by the build (vite.config.ts). */
declare const __DATA_VERSION__: string;

// Before anything renders: the guard for strings libraries write into script sinks (CSP Trusted Types).
installDefaultPolicy();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A wrong deployment config: say so on the page (operators look there first), then fail.
  root.textContent = `The dashboard cannot start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
}
configureUrlGate({ allowHttp: config.allowHttpUrls === true });
// Icon load failures go to the error-reporting endpoint when one is configured (off by
// default); the code that reports them loads only then, before any page's image.
const { errorReportUrl } = config;
if (errorReportUrl)
  void import('./lib/error-report').then(({ reportIconFailures }) =>
    reportIconFailures(errorReportUrl),
  );
// Reads wait for the network while the browser is offline, from the first one on.
followBrowserOnline();
// Set once the query client exists: sign-out and a 401 delete what the device kept before leaving.
let forgetDeviceData = () => Promise.resolve();
const services = {
  config,
  client: createApiClient({
    baseUrl: config.apiBaseUrl,
    timeoutMs: REQUEST_TIMEOUT_MS,
    // The user read boot.js started while this code loaded.
    fetch: withBootRead((input, init) => globalThis.fetch(input, init)),
  }),
  impersonation: loadImpersonation(),
  leave: navigateTo,
  forgetDeviceData: () => forgetDeviceData(),
};
const queryClient = createQueryClient({
  // Back to the page asked for after signing in (return_to, same origin only).
  onSignedOut: () =>
    void forgetDeviceData()
      .catch(() => {})
      .finally(() => services.leave(signInUrl(config.loginUrl))),
  // A read kept on the device stays in memory as long as it may be shown, or it would drop out of the device too.
  gcTime: KEEP_MAX_AGE_MS,
});
const deviceData = startDeviceData({
  queryClient,
  client: services.client,
  buster: __DATA_VERSION__,
});
forgetDeviceData = deviceData.forget;

/**
 * The rest of the start in tasks of its own. On a slow phone, evaluating the modules above is
 * already one long task; building the translations and the route tree, then the router (which
 * matches the URL and starts the loaders) and the first render, each after a yield, keeps every
 * task short, so the page answers input sooner (Lighthouse's Total Blocking Time). The first
 * render is a transition, so React renders it in slices and yields to the browser between them
 * (the index.html shell stays on screen meanwhile); `pnpm bench` prints the blocking time.
 */
async function start(container: HTMLElement) {
  await nextTask();
  const i18n = createI18n();
  // The loaders wait for the kept reads: they are in the cache before a screen reads.
  const routes = createRouteTree({ services, queryClient, i18n, ready: deviceData.ready });
  await nextTask();
  const router = createBrowserRouter(routes, { basename: BASENAME });
  // Once the user is known (the first page's reads under way), the device data opens when the
  // browser is idle, if it has not, to keep this visit's reads.
  void deviceData.ready.then(deviceData.openWhenIdle);
  const reactRoot = createRoot(container);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App services={services} queryClient={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    ),
  );
}

void start(root);
// The service worker of the production build (the dev server has none), once the page is up.
if (import.meta.env.PROD)
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
