import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { NavTabs, type NavTabsItem } from './NavTabs';

const TABS: NavTabsItem[] = [
  { href: '/settings/profile', label: 'Profile', current: true },
  { href: '/settings/payment', label: 'Payment' },
  { href: '/settings/data_usage', label: 'Data usage' },
];

describe('NavTabs', () => {
  it('is a named navigation of links, the current page marked', () => {
    renderUi(<NavTabs label="Settings sections" tabs={TABS} />);
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/settings/profile'],
      ['Payment', '/settings/payment'],
      ['Data usage', '/settings/data_usage'],
    ]);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payment' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('behaves as links for the keyboard: Tab moves from one to the next, Enter follows', async () => {
    const followed = vi.fn();
    renderUi(
      <NavTabs
        label="Settings sections"
        tabs={TABS}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            onClick={(event) => {
              event.preventDefault();
              followed(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveFocus();
    // Arrow keys are the page's (scrolling), not a tab list's.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Payment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(followed).toHaveBeenCalledWith('/settings/payment');
  });

  it("renders each link through renderLink, with the tab's class", () => {
    renderUi(
      <NavTabs
        label="Earnings"
        tabs={TABS}
        renderLink={({ href, className, children }) => (
          <a href={`/app${href}`} className={className} data-router-link>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Payment' });
    expect(link).toHaveAttribute('href', '/app/settings/payment');
    expect(link).toHaveAttribute('data-router-link');
    expect(link.className).not.toBe('');
  });

  it('passes other props to the nav', () => {
    renderUi(<NavTabs label="Earnings" tabs={TABS} className="extra" data-testid="root" mt="xl" />);
    const root = screen.getByTestId('root');
    expect(root.tagName).toBe('NAV');
    expect(root).toHaveClass('extra');
    expect(root.getAttribute('style') ?? '').toMatch(/margin-top/);
  });

  it('has no axe violations', async () => {
    renderUi(<NavTabs label="Settings sections" tabs={TABS} />);
    await expectNoAxeViolations();
  });
});
