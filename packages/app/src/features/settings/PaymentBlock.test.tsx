import { notifications } from '@mantine/notifications';
import { clearAnnouncer } from '@react-aria/live-announcer';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, heldAnswer, renderApp, type FakeRoutes } from '../../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
  // The announcer's region outlives a test: start each one with nothing announced.
  clearAnnouncer('polite');
});

/** The requests of `method` to `path` so far. */
const sent = (view: ReturnType<typeof renderApp>, method: string, path: string) =>
  view.requests().filter((r) => r.method === method && r.path === path);

const paymentApi = (): FakeRoutes => ({
  ...creatorApi(),
  '/api/user/me/profile.json': example('getProfile'),
  '/api/user/me/payment_details.json': example('getPaymentDetails'),
  '/api/user/me/payment_methods.json': example('listPaymentMethods'),
  '/api/user/company/custom_questions.json': example('listCustomQuestions'),
  '/api/countries.json': example('listCountries'),
});

const CORRECT = 'Please correct the fields.';
const SAVE_FAILED = 'This could not be saved. Please try again.';

/** Opens a select and picks an option (the kit's lists arrive just after the press). */
async function pick(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('payment settings', () => {
  it('a failed country change shows the saved country again, says so once, and picking the new one retries', async () => {
    const api = paymentApi();
    api['PUT /api/user/me/country.json'] = { status: 500 };
    const view = renderApp('/settings/payment', api);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('United States');

    await pick('Country', 'Germany');
    await waitFor(() => expect(screen.queryAllByText(CORRECT)).not.toHaveLength(0));
    expect(country).toHaveValue('United States');
    expect(country).not.toBeDisabled();
    expect(screen.getAllByText(CORRECT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // The saved country's methods and details are still there.
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveValue('PayPal');

    api['PUT /api/user/me/country.json'] = example('updateCountry');
    await pick('Country', 'Germany');
    await waitFor(() =>
      expect(
        view.requests().filter((r) => r.method === 'PUT' && r.path === '/api/user/me/country.json'),
      ).toEqual([
        expect.objectContaining({ body: { countryCode: 'DE' } }),
        expect.objectContaining({ body: { countryCode: 'DE' } }),
      ]),
    );
    await waitFor(() => expect(screen.queryByText(CORRECT)).toBeNull());
  });

  it('a save or a country change answered after the user left the tab is still told; the user stays where they went', async () => {
    const saved = heldAnswer();
    const api = paymentApi();
    api['PUT /api/user/me/payment_details.json'] = saved.answer;
    const view = renderApp('/settings/payment', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(view, 'PUT', '/api/user/me/payment_details.json')).toHaveLength(1),
    );
    await act(() => view.router.navigate('/dashboard'));
    await act(async () => saved.give(example('updatePaymentDetails')));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');

    const countrySaved = heldAnswer();
    api['PUT /api/user/me/country.json'] = countrySaved.answer;
    await act(() => view.router.navigate('/settings/payment'));
    await pick('Country', 'Germany');
    await waitFor(() => expect(sent(view, 'PUT', '/api/user/me/country.json')).toHaveLength(1));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () => countrySaved.give(example('updateCountry')));
    expect(
      await screen.findByText('Country saved. The payment methods are now those of this country.'),
    ).toBeInTheDocument();
  });

  it("a save refused after the user left the tab is told in a notice, in the app's words", async () => {
    const refused = heldAnswer();
    const api = paymentApi();
    api['PUT /api/user/me/payment_details.json'] = refused.answer;
    const view = renderApp('/settings/payment', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(view, 'PUT', '/api/user/me/payment_details.json')).toHaveLength(1),
    );
    await act(() => view.router.navigate('/dashboard'));
    await act(async () =>
      refused.give({ status: 503, body: { code: 'internal_error', message: 'upstream timeout' } }),
    );
    const title = await screen.findByText('Your changes were not saved');
    const notice = title.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('This could not be saved. Please try again.');
    expect(notice).not.toHaveTextContent('upstream timeout');
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('the banner of a failed save goes when the method it was about is changed, keeping what was typed', async () => {
    const api = paymentApi();
    api['PUT /api/user/me/payment_details.json'] = { status: 500 };
    renderApp('/settings/payment', api);
    const vatId = await screen.findByRole('textbox', { name: 'VAT ID' });
    await userEvent.clear(vatId);
    await userEvent.type(vatId, 'DE999');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).not.toHaveTextContent(CORRECT);
    expect(banner).toHaveTextContent(SAVE_FAILED);

    await pick('Payment method', 'ACH');
    expect(await screen.findByRole('textbox', { name: 'Routing number' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'VAT ID' })).toHaveValue('DE999');
  });

  it('a method change drops the old fields\u2019 errors, but a marked field of another kind keeps the banner', async () => {
    const api = paymentApi();
    api['PUT /api/user/me/payment_details.json'] = {
      status: 422,
      body: {
        code: 'validation_failed',
        message: CORRECT,
        errors: {
          paypalEmail: ['is not a PayPal account'],
          vatId: ['is not a valid VAT ID'],
        },
      },
    };
    renderApp('/settings/payment', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CORRECT);
    expect(screen.getByText('is not a PayPal account')).toBeInTheDocument();

    await pick('Payment method', 'ACH');
    expect(screen.queryByText('is not a PayPal account')).toBeNull();
    expect(screen.getByText('is not a valid VAT ID')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(CORRECT);

    await userEvent.type(screen.getByRole('textbox', { name: 'VAT ID' }), '0');
    expect(screen.queryByText('is not a valid VAT ID')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Payoneer', () => {
  /** A creator paid through Payoneer, registered with this status. */
  const payoneerApi = (status: string): FakeRoutes => ({
    ...paymentApi(),
    '/api/user/me.json': { ...example<object>('getCurrentUser'), payoneerPayeeStatus: status },
    '/api/user/me/payment_details.json': {
      ...example<object>('getPaymentDetails'),
      paymentMethod: 'payoneer',
      paypalEmail: null,
    },
    '/api/user/me/payoneer/login_link.json': example('getPayoneerLoginLink'),
  });

  it('a registered payee gets the login link of the API, in a new tab that cannot reach back', async () => {
    renderApp('/settings/payment', payoneerApi('Pending approval'));
    const login = await screen.findByRole('link', { name: 'Log in to Payoneer (new tab)' });
    expect(login).toHaveAttribute('href', example<{ url: string }>('getPayoneerLoginLink').url);
    expect(login).toHaveAttribute('target', '_blank');
    expect(login).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', '//evil.test/login', 'data:text/html,hi'])(
    'a login link that is not http(s) (%s) is not shown',
    async (url) => {
      const api = payoneerApi('Pending approval');
      api['/api/user/me/payoneer/login_link.json'] = { url };
      const view = renderApp('/settings/payment', api);
      expect(await screen.findByText('Pending approval')).toBeInTheDocument();
      await waitFor(() =>
        expect(view.requested()).toContain('/api/user/me/payoneer/login_link.json'),
      );
      expect(screen.queryByRole('link', { name: /Payoneer/ })).toBeNull();
    },
  );

  it('not registered: no login link and no request for it', async () => {
    const view = renderApp('/settings/payment', payoneerApi('N/A'));
    expect(await screen.findByRole('button', { name: 'Continue to Payoneer' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Payoneer/ })).toBeNull();
    expect(view.requested()).not.toContain('/api/user/me/payoneer/login_link.json');
  });

  it('back from Payoneer on the missing-data page: registered, reads refreshed, on to the dashboard', async () => {
    const api: FakeRoutes = {
      ...payoneerApi('N/A'),
      '/api/user/company.json': example('getCompany', 'missing-payment'),
      'POST /api/user/me/payoneer/registration.json': example('registerPayoneerPayee'),
    };
    const view = renderApp('/missing_data/payment?payoneer_payee_id=PY-4242&sign=c2lnbmVk', api);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Payoneer registration information')).toBeInTheDocument();
    const posts = view.requests().filter((r) => r.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/user/me/payoneer/registration.json',
        body: { payoneerPayeeId: 'PY-4242', sign: 'c2lnbmVk' },
      }),
    ]);
    // The user was read again after the registration (the missing flags come from it).
    const reads = view.requests().map((r) => `${r.method} ${r.path}`);
    expect(reads.lastIndexOf('GET /api/user/me.json')).toBeGreaterThan(
      reads.indexOf('POST /api/user/me/payoneer/registration.json'),
    );
  });

  it('back from Payoneer offline: nothing sent, it says a connection is needed, and it registers by itself once online', async () => {
    const api: FakeRoutes = {
      ...payoneerApi('N/A'),
      'POST /api/user/me/payoneer/registration.json': example('registerPayoneerPayee'),
    };
    const view = renderApp('/settings/payment', api);
    expect(await screen.findByRole('button', { name: 'Continue to Payoneer' })).toBeVisible();
    onlineManager.setOnline(false);
    try {
      await act(() =>
        view.router.navigate('/settings/payment?payoneer_payee_id=PY-4242&sign=c2lnbmVk'),
      );
      expect(
        await screen.findByText(/You are offline: this needs a connection\./),
      ).toBeInTheDocument();
      expect(view.requests().filter((r) => r.method === 'POST')).toEqual([]);
      expect(view.router.state.location.search).toContain('payoneer_payee_id=PY-4242');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(await screen.findByText('Payoneer registration information')).toBeInTheDocument();
    expect(view.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(view.router.state.location.search).toBe('');
  });

  it('back from Payoneer, left before the registration is answered: still told, and the user stays where they went', async () => {
    const registered = heldAnswer();
    const path = '/api/user/me/payoneer/registration.json';
    const view = renderApp('/settings/payment?payoneer_payee_id=PY-4242&sign=c2lnbmVk', {
      ...payoneerApi('N/A'),
      [`POST ${path}`]: registered.answer,
    });
    await waitFor(() => expect(sent(view, 'POST', path)).toHaveLength(1));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () => registered.give(example('registerPayoneerPayee')));
    expect(await screen.findByText('Payoneer registration information')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('back from Payoneer in the settings: the tab stays, without the query', async () => {
    const api: FakeRoutes = {
      ...payoneerApi('N/A'),
      'POST /api/user/me/payoneer/registration.json': example('registerPayoneerPayee'),
    };
    const view = renderApp('/settings/payment?payoneer_payee_id=PY-4242&sign=c2lnbmVk', api);
    expect(await screen.findByText('Payoneer registration information')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/settings/payment');
    expect(view.router.state.location.search).toBe('');
  });
});

describe('a payment provider that is neither tipalti-type nor payment-rails-type (other-provider)', () => {
  it('the form without method, currency or method fields; a save sends none of them', async () => {
    const api: FakeRoutes = {
      ...paymentApi(),
      '/api/user/me.json': example('getCurrentUser', 'other-provider'),
      '/api/user/company.json': example('getCompany', 'other-provider'),
      '/api/user/me/payment_details.json': example('getPaymentDetails', 'other-provider'),
      'PUT /api/user/me/payment_details.json': example('updatePaymentDetails'),
    };
    const view = renderApp('/settings/payment', api);
    expect(
      await screen.findByText(/Northlight Media pays you through its payment provider/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /PayPal/ })).toBeNull();
    expect(screen.queryByTitle(/payment provider/)).toBeNull();
    const vatId = screen.getByRole('textbox', { name: 'VAT ID' });
    await userEvent.clear(vatId);
    await userEvent.type(vatId, 'DE42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    const put = view.requests().find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ vatId: 'DE42' });
    expect(put?.body).not.toHaveProperty('paymentMethod');
    expect(put?.body).not.toHaveProperty('currencyCode');
    expect(put?.body).not.toHaveProperty('paypalEmail');
  });
});

describe('Japanese: the labels the API sends, through the catalogue', () => {
  it('country, method names, option labels and the Payoneer status in Japanese', async () => {
    const api: FakeRoutes = {
      ...paymentApi(),
      '/api/user/me.json': {
        ...example<object>('getCurrentUser'),
        language: 'ja',
        payoneerPayeeStatus: 'Pending approval',
      },
      '/api/translations/ja.json': example('getTranslations', 'creator__language-ja'),
    };
    renderApp('/settings/payment', api);
    expect(await screen.findByRole('combobox', { name: '国' })).toHaveValue('アメリカ合衆国');
    await userEvent.click(screen.getByRole('combobox', { name: '支払い方法' }));
    expect(await screen.findByRole('option', { name: /海外送金（電信送金）/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Wire transfer/ })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: /ACH（米国の口座振込）/ }));
    await userEvent.click(await screen.findByRole('combobox', { name: /口座の種類/ }));
    expect(await screen.findByRole('option', { name: '普通預金' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Savings' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await pick('支払い方法', 'Payoneer');
    expect(await screen.findByText('承認待ち')).toBeInTheDocument();
  });
});

describe("a widget provider's tab reads its widget alone", () => {
  it.each([
    ['tipalti', 'getTipaltiWidget', '/api/user/me/payment_widgets/tipalti.json'],
    ['payment-rails', 'getPaymentRailsWidget', '/api/user/me/payment_widgets/payment_rails.json'],
  ])('%s: the frame shows, and none of the form reads is ever made', async (persona, op, path) => {
    const api: FakeRoutes = {
      ...paymentApi(),
      '/api/user/me.json': example('getCurrentUser', persona),
      '/api/user/company.json': example('getCompany', persona),
      [path]: example(op, persona),
    };
    const view = renderApp('/settings/payment', api);
    expect(
      await screen.findByTitle('Payment details form of your payment provider'),
    ).toBeInTheDocument();
    const tabReads = view
      .requested()
      .filter((read) => /payment_(details|methods|widgets)|custom_questions|countries/.test(read));
    expect(tabReads).toEqual([path]);
  });
});
