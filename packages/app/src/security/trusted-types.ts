import { chatScriptUrl } from '../lib/chat-url';
import { SERVICE_WORKER_URL } from '../pwa/worker-url';

/** The part of the browser's `trustedTypes` used here (TypeScript's DOM lib has no Trusted Types yet). */
interface PolicyFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: {
      createHTML?: (value: string) => string | null;
      createScriptURL?: (value: string) => string | null;
    },
  ): unknown;
}

/**
 * The `default` Trusted Types policy (the CSP requires Trusted Types for script sinks, see
 * build/security-headers.ts). Markup reaches the DOM only as DOMPurify's TrustedHTML (`sanitizeHtml`);
 * this policy is the guard for strings that libraries write themselves:
 * - HTML: only text without any tag (Mantine writes its CSS variables and global classes into
 *   `<style>` elements through React's innerHTML); anything with `<` is refused.
 * - Script URLs: only the chat widget's script (lib/chat.ts) and the app's own service worker
 *   (registered by src/pwa/register.ts, exactly its path).
 * - Script text: never.
 * A refused value throws, and the browser reports a `securitypolicyviolation` (the e2e fails on it).
 */
export function installDefaultPolicy(win: Window = window): void {
  const factory = (win as Window & { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  const chatPrefix = chatScriptUrl('');
  factory.createPolicy('default', {
    createHTML: (value: string) => (value.includes('<') ? null : value),
    createScriptURL: (value: string) =>
      value === SERVICE_WORKER_URL ||
      (value.startsWith(chatPrefix) && /^[A-Za-z0-9]+$/.test(value.slice(chatPrefix.length)))
        ? value
        : null,
  });
}
