import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, heldAnswer, renderApp, type FakeRoutes } from '../../test/render-app';

// Nothing typed in the profile or payment form is lost without a question: another page of
// the app asks "Leave this page?" (the forms' leave guard); a saved form leaves freely.

afterEach(() => {
  act(() => notifications.clean());
});

const api = (): FakeRoutes => ({
  ...creatorApi(),
  '/api/user/me/profile.json': example('getProfile'),
  '/api/user/me/payment_details.json': example('getPaymentDetails'),
  '/api/user/me/payment_methods.json': example('listPaymentMethods'),
  '/api/user/company/custom_questions.json': example('listCustomQuestions'),
  '/api/countries.json': example('listCountries'),
  '/api/countries/US/states.json': example('listCountryStates'),
  'PUT /api/user/me.json': example('updateProfile'),
  'PUT /api/user/me/payment_details.json': example('updatePaymentDetails'),
});

const tab = (name: string) => screen.getByRole('link', { name });
const question = () => screen.queryByRole('dialog', { name: 'Leave this page?' });

describe.each([
  {
    form: 'profile',
    path: '/settings/profile',
    field: /^City/,
    other: 'Payment',
    save: 'PUT /api/user/me.json',
    saved: example('updateProfile'),
  },
  {
    form: 'payment',
    path: '/settings/payment',
    field: /^VAT ID/,
    other: 'Profile',
    save: 'PUT /api/user/me/payment_details.json',
    saved: example('updatePaymentDetails'),
  },
])('the $form form', ({ path, field, other, save, saved }) => {
  it('leaves without a question while nothing is edited', async () => {
    const view = renderApp(path, api());
    await screen.findByRole('textbox', { name: field });
    await userEvent.click(tab(other));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe(path));
    expect(question()).toBeNull();
  });

  it('an unsaved edit asks first: Stay keeps it, Leave goes', async () => {
    const view = renderApp(path, api());
    const input = await screen.findByRole('textbox', { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, 'Typed, not saved');
    await userEvent.click(tab(other));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(view.router.state.location.pathname).toBe(path);
    expect(screen.getByRole('textbox', { name: field })).toHaveValue('Typed, not saved');

    await userEvent.click(tab(other));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe(path));
  });

  it('a saved edit leaves without a question', async () => {
    const view = renderApp(path, api());
    const input = await screen.findByRole('textbox', { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, 'Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    await userEvent.click(tab(other));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe(path));
    expect(question()).toBeNull();
  });

  it('an edit being saved asks whether to leave, saying leaving will not stop it; the save is then told', async () => {
    const answer = heldAnswer();
    const routes = api();
    routes[save] = answer.answer;
    const view = renderApp(path, routes);
    const input = await screen.findByRole('textbox', { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, 'Being saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(tab(other));
    const sending = await screen.findByRole('dialog', { name: 'Still sending' });
    expect(sending).toHaveTextContent('Leaving will not stop it');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe(path));
    await act(async () => answer.give(saved));
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  });
});
