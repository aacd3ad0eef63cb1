import { describe, expect, it, vi } from 'vitest';
import { loadLater } from './load-later';

describe('loadLater', () => {
  it('imports once however often it is asked, and not before', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const later = loadLater(importer);
    expect(importer).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([later.load(), later.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('module');
    const later = loadLater(importer);
    await expect(later.load()).rejects.toThrow('network');
    await expect(later.load()).resolves.toBe('module');
  });

  it('preloads when the browser is idle, and a failed preload throws nowhere', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const later = loadLater(importer);
    later.preload();
    expect(importer).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
  });
});
