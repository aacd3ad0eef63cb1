import { describe, expect, it, vi } from 'vitest';
import { BOOT_READ_TTL_MS, withBootRead, type BootReads } from './boot-read';

const API = 'http://api.test';
const USER_URL = `${API}/api/user/me.json`;

const bootOf = (reads: Record<string, Promise<Response>>, at = 0): BootReads => ({ at, reads });

describe('withBootRead', () => {
  it('answers the first GET of each boot URL with the read under way, then goes to the network', async () => {
    const early = new Response('{"id":1}');
    const network = vi.fn(async () => new Response('{"id":2}'));
    const win = { __CREATOR_BOOT__: bootOf({ [USER_URL]: Promise.resolve(early) }) };
    const fetch = withBootRead(network, win, () => 0);
    expect(await fetch(USER_URL)).toBe(early);
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch(USER_URL)).json()).toEqual({ id: 2 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves other reads and writes to the network, and keeps the boot read for its GET', async () => {
    const network = vi.fn(async () => new Response('{}'));
    const win = { __CREATOR_BOOT__: bootOf({ [USER_URL]: Promise.resolve(new Response('{}')) }) };
    const fetch = withBootRead(network, win, () => 0);
    await fetch(`${API}/api/user/company.json`);
    await fetch(USER_URL, { method: 'PUT', body: '{}' });
    expect(network).toHaveBeenCalledTimes(2);
    expect(win.__CREATOR_BOOT__.reads[USER_URL]).toBeDefined();
  });

  it("leaves a write's body whole, a Request's as well as a body in init", async () => {
    const bodies: string[] = [];
    const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(await new Request(input, init).text());
      return new Response('{}');
    });
    const win = { __CREATOR_BOOT__: bootOf({ [USER_URL]: Promise.resolve(new Response('{}')) }) };
    const fetch = withBootRead(network, win, () => 0);
    await fetch(new Request(USER_URL, { method: 'PUT', body: '{"a":1}' }));
    await fetch(USER_URL, { method: 'POST', body: '{"b":2}' });
    expect(bodies).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('passes a failed boot read on as the failure of the first read', async () => {
    const network = vi.fn(async () => new Response('{}'));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    const win = { __CREATOR_BOOT__: bootOf({ [USER_URL]: failed }) };
    await expect(withBootRead(network, win, () => 0)(USER_URL)).rejects.toThrow('Failed to fetch');
  });

  it('reads afresh once the boot reads are too old to stand for the page being opened', async () => {
    const network = vi.fn(async () => new Response('{"id":2}'));
    const win = { __CREATOR_BOOT__: bootOf({ [USER_URL]: Promise.resolve(new Response('{}')) }) };
    const fetch = withBootRead(network, win, () => BOOT_READ_TTL_MS + 1);
    expect(await (await fetch(USER_URL)).json()).toEqual({ id: 2 });
  });

  it('does nothing without boot reads', async () => {
    const network = vi.fn(async () => new Response('{}'));
    await withBootRead(network, {})(USER_URL);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
