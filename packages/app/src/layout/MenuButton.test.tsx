import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

/** A menu of three items (a link, a radio choice, a button) between two other buttons. */
function renderMenu() {
  render(
    <MantineProvider>
      <button type="button">Before</button>
      <MenuButton label="Account menu" buttonLabel="Your account" trigger="A">
        {(close) => (
          <>
            <a role="menuitem" href="#help">
              Help
            </a>
            <button type="button" role="menuitemradio" aria-checked="true">
              Light
            </button>
            <button type="button" role="menuitem" onClick={close}>
              Log out
            </button>
          </>
        )}
      </MenuButton>
      <button type="button">After</button>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Your account' });
}

describe('MenuButton (WAI-ARIA menu button)', () => {
  it('Enter opens the menu on its first item; arrows, Home and End move among the items', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
  });

  it('Escape closes it and gives the focus back to the button', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('ArrowDown on the button opens it too', async () => {
    const button = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
  });

  it('Tab closes it, and so does a click outside', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('an item may close it (a link followed, a command run)', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
