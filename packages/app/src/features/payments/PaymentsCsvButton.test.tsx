import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

// vi.waitFor gives up after 1 s by default, which a busy machine can overrun (see test/setup.ts).
const LIMIT = { timeout: 20_000 };

const api = {
  ...creatorApi(),
  '/api/user/me/new_payments.json': example('listPayments'),
  '/api/user/me/earnings.json': example('listYoutubeEarnings'),
};

/** jsdom has no Blob URLs: the files made are kept here instead. */
function catchDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

afterEach(() => vi.restoreAllMocks());

describe('the payments CSV button', () => {
  it("downloads the month's payments, named after the month, without asking the API", async () => {
    const downloads = catchDownloads();
    const view = renderApp('/earnings/payments/2026-10-01', api);
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    const before = view.requests().length;
    await userEvent.click(button);
    await vi.waitFor(() => expect(downloads.names).toEqual(['payments-2026-10.csv']), LIMIT);
    const text = await downloads.files[0]!.text();
    const rows = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toEqual([
      expect.objectContaining({ Date: '2026-10-15', Currency: 'EUR', Status: 'Failed' }),
    ]);
    expect(
      view
        .requests()
        .slice(before)
        .map((r) => r.path),
    ).not.toContain('/api/user/me/new_payments.json');
  });

  it('a file that cannot be made says so in a notice; the page stays', async () => {
    catchDownloads();
    vi.spyOn(window, 'Blob').mockImplementation(() => {
      throw new Error('no memory');
    });
    renderApp('/earnings/payments/all', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('The file could not be made. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Payments summary' })).toBeVisible();
  });
});
