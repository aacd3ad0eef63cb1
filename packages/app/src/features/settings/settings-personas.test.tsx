import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { heldAnswer, personaApi, renderApp, type FakeRoutes } from '../../test/render-app';

// Each settings rule on the mock persona that reaches it (openapi/PERSONAS.md), against the
// contract's examples of that persona; `creator` shows the other side of each rule.

afterEach(() => {
  act(() => notifications.clean());
});

const PROFILE_PUT = 'PUT /api/user/me.json';
const PAYMENT_PUT = 'PUT /api/user/me/payment_details.json';

/** The shell's reads and the settings forms', with their saves, as a persona answers them. */
const settingsApi = (persona: string): FakeRoutes => ({
  ...personaApi(persona),
  '/api/countries/US/states.json': example('listCountryStates'),
  [PROFILE_PUT]: example('updateProfile'),
  [PAYMENT_PUT]: example('updatePaymentDetails'),
});

const writes = (view: ReturnType<typeof renderApp>, key: string) => {
  const [method, path] = key.split(' ');
  return view.requests().filter((r) => r.method === method && r.path === path);
};

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Empties a text field and saves: the client must refuse with "provide all info". */
async function saveWithout(view: ReturnType<typeof renderApp>, name: string) {
  const field = textbox(name);
  await userEvent.clear(field);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return field;
}

async function expectRefusedBlank(view: ReturnType<typeof renderApp>, name: string) {
  const field = await saveWithout(view, name);
  expect(await screen.findByRole('alert')).toHaveTextContent('Please provide all info');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(writes(view, PROFILE_PUT)).toEqual([]);
}

async function expectSavedBlank(view: ReturnType<typeof renderApp>, name: string, key: string) {
  await saveWithout(view, name);
  await waitFor(() => expect(writes(view, PROFILE_PUT)).toHaveLength(1));
  expect(writes(view, PROFILE_PUT)[0]?.body).toMatchObject({ [key]: null });
}

const openProfile = async (persona: string) => {
  const view = renderApp('/settings/profile', settingsApi(persona));
  await screen.findByRole('textbox', { name: /^Email/ });
  return view;
};

describe('profile settings, per persona', () => {
  it('furigana: both reading fields shown, prefilled and required', async () => {
    const view = await openProfile('furigana');
    expect(textbox('First name \\(furigana\\)')).toHaveValue('ミカ');
    expect(textbox('Last name \\(furigana\\)')).toBeRequired();
    await expectRefusedBlank(view, 'Last name \\(furigana\\)');
  });

  it('creator: no furigana, personal id or Skype fields', async () => {
    await openProfile('creator');
    expect(screen.queryByRole('textbox', { name: /furigana/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Personal ID/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Skype/ })).toBeNull();
  });

  it('personal-id: the personal ID is shown, prefilled and required', async () => {
    const view = await openProfile('personal-id');
    expect(textbox('Personal ID number')).toHaveValue('AB1234567');
    await expectRefusedBlank(view, 'Personal ID number');
  });

  it('skype: the Skype name is shown, prefilled and optional', async () => {
    const view = await openProfile('skype');
    expect(textbox('Skype name')).toHaveValue('mika.tanaka');
    expect(textbox('Skype name')).not.toBeRequired();
    await expectSavedBlank(view, 'Skype name', 'skypeName');
  });

  it('monolingual: the language is shown and optional; saved without one', async () => {
    const view = await openProfile('monolingual');
    const language = screen.getByRole('combobox', { name: /^Language/ });
    expect(language).toHaveValue('');
    expect(language).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(view, PROFILE_PUT)).toHaveLength(1));
    expect(writes(view, PROFILE_PUT)[0]?.body).toMatchObject({ language: null });
  });

  it('creator: the language is required', async () => {
    await openProfile('creator');
    expect(screen.getByRole('combobox', { name: /^Language/ })).toBeRequired();
  });

  it('strict-profile: gender, address and telephone are required', async () => {
    const view = await openProfile('strict-profile');
    expect(screen.getByRole('radiogroup')).toBeRequired();
    for (const name of ['City', 'Street address', 'ZIP code', 'Telephone'])
      expect(textbox(name)).toBeRequired();
    await expectRefusedBlank(view, 'Telephone');
  });

  it('creator: gender, address and telephone are optional', async () => {
    const view = await openProfile('creator');
    expect(screen.getByRole('radiogroup')).not.toBeRequired();
    expect(textbox('ZIP code')).not.toBeRequired();
    await expectSavedBlank(view, 'Telephone', 'telephone');
  });
});

const openPayment = async (persona: string, api = settingsApi(persona)) => {
  const view = renderApp('/settings/payment', api);
  await screen.findByRole('combobox', { name: /^Payment method/ });
  return view;
};

describe('PayPal integration, per persona', () => {
  it('paypal-verified: verified, the email shown and locked', async () => {
    await openPayment('paypal-verified');
    expect(await screen.findByText('PayPal account verified')).toBeVisible();
    expect(textbox('PayPal email')).toBeDisabled();
    // Locked, so not marked required (the user cannot act on it).
    expect(textbox('PayPal email')).not.toBeRequired();
  });

  it('paypal-unverified: not verified, with what to do', async () => {
    await openPayment('paypal-unverified');
    expect(await screen.findByText('PayPal email not verified')).toBeVisible();
    expect(screen.getByText(/is not verified yet/)).toBeVisible();
  });

  it('paypal-connect: no email, the connect prompt saves then goes to PayPal', async () => {
    const view = await openPayment('paypal-connect');
    expect(screen.queryByRole('textbox', { name: /PayPal email/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect with PayPal' }));
    await waitFor(() => expect(view.leave).toHaveBeenCalled());
    expect(writes(view, PAYMENT_PUT)).toHaveLength(1);
    expect(view.leave).toHaveBeenCalledWith(
      example<{ connectWithPaypalUrl: string }>('getCurrentUser', 'paypal-connect')
        .connectWithPaypalUrl,
    );
  });

  it('creator: no PayPal block without the integration, the email editable', async () => {
    await openPayment('creator');
    expect(textbox('PayPal email')).toBeEnabled();
    expect(screen.queryByText(/PayPal account verified|Connect with PayPal/)).toBeNull();
  });
});

describe('no-country: the country-required refusal', () => {
  it('the profile asks for a country; the state waits for one and says so', async () => {
    await openProfile('no-country');
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('');
    expect(country).not.toBeRequired();
    expect(country).toHaveAttribute('placeholder', 'Select your country');
    const state = textbox('State');
    expect(state).toBeDisabled();
    expect(state).toHaveAttribute('placeholder', 'Choose a country first');
  });

  it("the server's refusal shows the long message on the payment method", async () => {
    const api = settingsApi('no-country');
    api[PAYMENT_PUT] = {
      status: 422,
      body: example('updatePaymentDetails', 'country-required', 422),
    };
    const view = await openPayment('no-country', api);
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(view, PAYMENT_PUT)).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: /^Payment method/ })).toHaveAccessibleDescription(
      'Country is required for this payment method, please select country in the field above.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields.');
  });
});

describe('the banner of a failed save says what happened (spec section 5)', () => {
  const CORRECT = 'Please correct the fields.';
  const SAVE_FAILED = 'This could not be saved. Please try again.';

  it('profile: a 500 says only that it could not be saved, nothing is to correct', async () => {
    const api = settingsApi('creator');
    api[PROFILE_PUT] = { status: 500 };
    const view = renderApp('/settings/profile', api);
    await screen.findByRole('textbox', { name: /^Email/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(SAVE_FAILED);
    expect(banner).not.toHaveTextContent(CORRECT);
    expect(writes(view, PROFILE_PUT)).toHaveLength(1);
  });

  it('payment: a 500 says only that it could not be saved', async () => {
    const api = settingsApi('creator');
    api[PAYMENT_PUT] = { status: 500 };
    const view = await openPayment('creator', api);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(SAVE_FAILED);
    expect(banner).not.toHaveTextContent(CORRECT);
    expect(writes(view, PAYMENT_PUT)).toHaveLength(1);
  });

  it('profile: a format the form refuses reads "provide all info", and nothing is sent', async () => {
    const view = await openProfile('creator');
    const email = textbox('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Please provide all info: complete or correct the marked fields.',
    );
    expect(banner).not.toHaveTextContent(CORRECT);
    expect(writes(view, PROFILE_PUT)).toEqual([]);
  });

  it('payment: a format the form refuses reads "provide all info", and nothing is sent', async () => {
    const view = await openPayment('creator', settingsApi('creator'));
    const paypal = textbox('PayPal email');
    await userEvent.clear(paypal);
    await userEvent.type(paypal, 'bad@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Please provide all info: complete or correct the marked fields.',
    );
    expect(writes(view, PAYMENT_PUT)).toEqual([]);
  });
});

describe('a profile save answered after the user left the form', () => {
  it("is told in a notice where the user went, in the app's words: saved, or refused with fields to enter again", async () => {
    const api = settingsApi('creator');
    const saved = heldAnswer();
    api[PROFILE_PUT] = saved.answer;
    const view = renderApp('/settings/profile', api);
    await screen.findByRole('textbox', { name: /^Email/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(view, PROFILE_PUT)).toHaveLength(1));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () => saved.give(example('updateProfile')));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');

    const refused = heldAnswer();
    api[PROFILE_PUT] = refused.answer;
    await act(() => view.router.navigate('/settings/profile'));
    await screen.findByRole('textbox', { name: /^Email/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(view, PROFILE_PUT)).toHaveLength(2));
    await act(() => view.router.navigate('/dashboard'));
    await act(async () =>
      refused.give({
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Validation failed (server words)',
          errors: { email: ['is already taken by another user'] },
          codes: { email: ['taken'] },
        },
      }),
    );
    const notice = (await screen.findByText('Your changes were not saved')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(notice).toHaveTextContent(
      'Some of what you entered was refused: open the form again, enter it again and check the marked fields.',
    );
    expect(notice).not.toHaveTextContent('server words');
    expect(notice).not.toHaveTextContent('already taken');
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });
});
