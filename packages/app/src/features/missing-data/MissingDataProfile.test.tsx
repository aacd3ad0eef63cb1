import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp, type FakeRoutes } from '../../test/render-app';

afterEach(() => {
  // Mantine keeps notices in a module-level store: start each test with none.
  act(() => notifications.clean());
});

const PROVIDE_ALL = 'Please provide all info: the marked fields are required.';

/** The form's own banner (the 'missing data' notice is an alert too). */
const banner = () =>
  within(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLElement).queryByRole(
    'alert',
  );

/** The missing-profile persona, its profile lacking the last name and the required niche answer. */
function missingProfileApi(): FakeRoutes {
  const profile = example<Record<string, unknown>>('getProfile', 'missing-profile');
  return {
    ...creatorApi(),
    '/api/user/me.json': example('getCurrentUser', 'missing-profile'),
    '/api/user/company.json': example('getCompany', 'missing-profile'),
    '/api/user/me/profile.json': {
      ...profile,
      birthDate: '1990-05-01',
      customQuestionAnswers: [],
    },
    '/api/user/company/custom_questions.json': example('listCustomQuestions'),
    '/api/countries.json': example('listCountries'),
    '/api/countries/US/states.json': example('listCountryStates'),
  };
}

describe('missing profile', () => {
  it('the "provide all info" banner goes once every marked field is filled, before saving again', async () => {
    const view = renderApp('/missing_data/profile', missingProfileApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROVIDE_ALL)).toBeInTheDocument();
    expect(banner()).toHaveTextContent(PROVIDE_ALL);

    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Tanaka');
    // The niche answer is still marked: the banner stays.
    expect(banner()).toHaveTextContent(PROVIDE_ALL);

    await userEvent.type(
      screen.getByRole('textbox', { name: /What is your main content niche\?/ }),
      'Travel',
    );
    expect(banner()).toBeNull();
    expect(screen.queryByText(PROVIDE_ALL)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Tanaka');
    expect(view.requests().filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('after the missing details are saved', () => {
  it('the dashboard replaces the missing-data page in the history (Back does not ask again)', async () => {
    const api = missingProfileApi();
    api['PUT /api/user/me.json'] = example('updateProfile');
    const view = renderApp('/missing_data/profile', api);
    await userEvent.type(await screen.findByRole('textbox', { name: /Last name/ }), 'Tanaka');
    await userEvent.type(
      screen.getByRole('textbox', { name: /What is your main content niche\?/ }),
      'Travel',
    );
    // Saved: the user read no longer says the profile is missing.
    api['/api/user/me.json'] = example('getCurrentUser');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    // No question on the way: what was typed is saved.
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
    // Back: the missing-data page is no longer in the history to go back to.
    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });
});
