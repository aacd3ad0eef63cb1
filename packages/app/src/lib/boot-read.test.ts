import { describe, expect, it, vi } from 'vitest';
import { withBootRead } from './boot-read';

const USER_URL = 'http://127.0.0.1:5173/api/user/me.json';

describe('withBootRead', () => {
  it('answers the first GET of the user with the boot read, then goes to the network', async () => {
    const early = new Response('{"id":1}');
    const network = vi.fn(async () => new Response('{"id":2}'));
    const win = { __CREATOR_BOOT__: { url: USER_URL, response: Promise.resolve(early) } };
    const fetch = withBootRead(network, win);
    expect(await fetch(USER_URL)).toBe(early);
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch(USER_URL)).json()).toEqual({ id: 2 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves other reads and writes to the network, and keeps the boot read for the user', async () => {
    const network = vi.fn(async () => new Response('{}'));
    const win = {
      __CREATOR_BOOT__: { url: USER_URL, response: Promise.resolve(new Response('{}')) },
    };
    const fetch = withBootRead(network, win);
    await fetch('http://127.0.0.1:5173/api/user/company.json');
    await fetch(USER_URL, { method: 'PUT', body: '{}' });
    expect(network).toHaveBeenCalledTimes(2);
    expect(win.__CREATOR_BOOT__).toBeDefined();
  });

  it('passes a failed boot read on as the failure of the first read', async () => {
    const network = vi.fn(async () => new Response('{}'));
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    const fetch = withBootRead(network, { __CREATOR_BOOT__: { url: USER_URL, response: failed } });
    await expect(fetch(USER_URL)).rejects.toThrow('Failed to fetch');
  });

  it('does nothing without a boot read', async () => {
    const network = vi.fn(async () => new Response('{}'));
    await withBootRead(network, {})(USER_URL);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
