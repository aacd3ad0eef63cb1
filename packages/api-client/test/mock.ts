import { afterAll, beforeAll } from 'vitest';
// The real mock stack (Prism behind the gateway), as the app and e2e tests use it.
import { startMockStack, type MockStack } from '../../../scripts/mock/stack.mjs';
import { createApiClient, type ApiClient } from '../src';

/** Starts the mock stack on a free port for the file's tests; `client(persona)` talks to it. */
export function withMockStack() {
  let stack: MockStack | undefined;
  beforeAll(async () => {
    stack = await startMockStack({ port: 0 });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });
  const url = () => {
    if (!stack) throw new Error('the mock stack has not started');
    return stack.url;
  };
  const client = (persona = 'creator'): ApiClient =>
    createApiClient({ baseUrl: url(), headers: { 'X-Mock-Persona': persona } });
  return { url, client };
}
