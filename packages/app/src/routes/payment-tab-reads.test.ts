import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { loaderReads } from '../test/loader-reads';

/** The payment tab's own reads (the form's four, the two providers' widgets). */
const PAYMENT_READS = [
  '/api/user/me/payment_details.json',
  '/api/user/me/payment_methods.json',
  '/api/user/company/custom_questions.json',
  '/api/countries.json',
  '/api/user/me/payment_widgets/tipalti.json',
  '/api/user/me/payment_widgets/payment_rails.json',
];

/** The payment tab's reads the loaders start (nothing rendered) for the persona `persona`. */
async function paymentReads(path: string, persona: string): Promise<string[]> {
  const answers: Record<string, unknown> = {
    '/api/user/me.json': example('getCurrentUser', persona),
    '/api/user/company.json': example('getCompany', persona),
  };
  const urls = await loaderReads(`/creator${path}`, (url) => answers[url.pathname]);
  return urls
    .map((url) => new URL(url).pathname)
    .filter((p) => PAYMENT_READS.includes(p))
    .sort();
}

const FORM = PAYMENT_READS.slice(0, 4).sort();

describe("the payment tab's loader reads what the company's payment mode shows", () => {
  it.each([
    ['creator', FORM],
    ['other-provider', FORM],
    ['tipalti', ['/api/user/me/payment_widgets/tipalti.json']],
    ['payment-rails', ['/api/user/me/payment_widgets/payment_rails.json']],
  ])('%s', async (persona, reads) => {
    expect(await paymentReads('/settings/payment', persona)).toEqual(reads);
  });

  it('on the missing-data screen too', async () => {
    expect(await paymentReads('/missing_data/payment', 'tipalti')).toEqual([
      '/api/user/me/payment_widgets/tipalti.json',
    ]);
  });
});
