import { MantineProvider, Menu, UnstyledButton } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

/**
 * Why the header's menus are not Mantine's Menu: the kit's Menu (configured as close to the menu
 * button pattern as it goes: items in the tab order, loop, no focus placeholder) cannot give two
 * behaviours that MenuButton.test.tsx requires. Should Mantine's Menu start giving them, these
 * tests fail, and MenuButton can become a Menu.
 */
function renderMantineMenu(trapFocus: boolean) {
  render(
    <MantineProvider env="test">
      <Menu
        trapFocus={trapFocus}
        withInitialFocusPlaceholder={false}
        menuItemTabIndex={0}
        loop
        withinPortal={false}
      >
        <Menu.Target>
          <UnstyledButton aria-label="Your account">A</UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown aria-label="Account menu">
          <Menu.Item>Help</Menu.Item>
          <Menu.Item>Log out</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <button type="button">After</button>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Your account' });
}

describe("Mantine's Menu against the menu button's keyboard contract", () => {
  it('does not open on ArrowDown from its button (the pattern opens it on the first item)', async () => {
    const user = userEvent.setup();
    const button = renderMantineMenu(false);
    button.focus();
    await user.keyboard('{ArrowDown}');
    // A click toggles: had ArrowDown opened the menu, this click would close it.
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeVisible();
  });

  it('with its focus trap, Tab stays in the menu instead of leaving it closed', async () => {
    const user = userEvent.setup();
    const button = renderMantineMenu(true);
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.tab();
    expect(menu).toBeVisible();
    expect(within(menu).getAllByRole('menuitem')).toContain(document.activeElement);
  });

  it('without it, opening leaves the focus on the button instead of the first item', async () => {
    const user = userEvent.setup();
    const button = renderMantineMenu(false);
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(document.activeElement).toBe(button);
  });
});
