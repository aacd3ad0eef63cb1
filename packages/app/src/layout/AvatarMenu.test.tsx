import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { example } from '../test/examples';
import { creatorApi, renderApp } from '../test/render-app';

// A speech user says what they see: the initials the avatar shows (a user without a picture)
// begin the button's name (WCAG 2.5.3).
it('names the avatar button after the initials it shows', async () => {
  const user = example<Record<string, unknown>>('getCurrentUser');
  renderApp('/dashboard', {
    ...creatorApi(),
    '/api/user/me.json': { ...user, fullName: 'Mika Tanaka', avatar: null },
  });
  const button = await screen.findByRole('button', { name: 'MT, your account menu' });
  expect(button).toHaveTextContent(/^MT$/);
});
