import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../components/color-scheme';
import { renderApp } from '../test/render-app';

/** The system's scheme as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function systemScheme(scheme: 'light' | 'dark') {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
  }));
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

/** Opens the avatar menu and returns its colour scheme group. */
async function openAppearance() {
  await userEvent.click(await screen.findByRole('button', { name: /your account menu$/i }));
  return within(screen.getByRole('group', { name: 'Appearance' }));
}

const checked = (group: { getAllByRole: (role: string) => HTMLElement[] }) =>
  group
    .getAllByRole('menuitemradio')
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);

describe('colour scheme in the avatar menu', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('follows a %s system until the user picks', async (system, painted) => {
    systemScheme(system);
    renderApp('/dashboard');
    const group = await openAppearance();
    expect(checked(group)).toEqual(['Same as device']);
    expect(scheme()).toBe(painted);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('applies a pick at once and keeps it on the device for the next visit', async () => {
    systemScheme('light');
    const first = renderApp('/dashboard');
    let group = await openAppearance();
    await userEvent.click(group.getByRole('menuitemradio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    expect(checked(group)).toEqual(['Dark']);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    first.unmount();

    // The next visit, on a light system: the pick wins.
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    renderApp('/dashboard');
    group = await openAppearance();
    expect(checked(group)).toEqual(['Dark']);
    expect(scheme()).toBe('dark');

    // Back to the device's scheme: stored as such, painted as the system is.
    await userEvent.click(group.getByRole('menuitemradio', { name: 'Same as device' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  });

  it('is reached with the arrow keys like the other items', async () => {
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /your account menu$/i }));
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('Same as device');
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
  });
});
