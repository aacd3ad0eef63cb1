import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { AccountCard } from './AccountCard';
import { accountLabels as labels, channel } from './storyFixtures';

describe('AccountCard', () => {
  it('shows name, handle, platform, subscribers and the connected status', () => {
    renderUi(<AccountCard account={channel} labels={labels} />);
    expect(screen.getByText('Maya Outdoors')).toBeInTheDocument();
    expect(screen.getByText('@mayaoutdoors')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
    expect(screen.getByText('184,230')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  });

  it('cuts a long account title to 24 characters, the avatar keeping the whole name', () => {
    const title = 'Maya Outdoors Adventures Official';
    renderUi(<AccountCard account={{ ...channel, title, avatar: null }} labels={labels} />);
    const shown = screen.getByText(/^Maya Outdoors Advent/);
    expect(Array.from(shown.textContent ?? '')).toHaveLength(24);
    expect(shown.textContent).toMatch(/…$/);
  });

  it('opens the account on its platform in a new tab safely', () => {
    renderUi(<AccountCard account={channel} labels={labels} />);
    const link = screen.getByRole('link', { name: 'Open on YouTube (new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/@mayaoutdoors');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the card to the account detail through renderLink', () => {
    renderUi(
      <AccountCard
        account={channel}
        labels={labels}
        href="/accounts/1001"
        renderLink={({ href, className, children }) => (
          <a href={`/creator${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Maya Outdoors' })).toHaveAttribute(
      'href',
      '/creator/accounts/1001',
    );
  });

  it('offers reconnecting, with its icon and hint, when authorization lapsed', async () => {
    const onReconnect = vi.fn();
    renderUi(
      <AccountCard
        account={{ ...channel, authenticationStatus: 'expired' }}
        labels={labels}
        onReconnect={onReconnect}
      />,
    );
    expect(screen.getByRole('img', { name: 'Needs reconnecting' })).toBeInTheDocument();
    expect(screen.getByText('Connect to get data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnect).toHaveBeenCalledOnce();
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
  });

  it('marks a pending, unpublished account without data', () => {
    renderUi(
      <AccountCard
        account={{
          ...channel,
          partnerApplicationState: 'in_review',
          unpublished: true,
          accountLifetimeStat: null,
        }}
        labels={labels}
      />,
    );
    expect(screen.getByText('Account pending')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not published' })).toBeInTheDocument();
    expect(screen.getByText('Unable to fetch data')).toBeInTheDocument();
  });

  it('shows not applicable subscribers and no authorization status for a virtual account', () => {
    renderUi(
      <AccountCard
        account={{
          accountType: 'virtual',
          name: 'Merch',
          authable: false,
          partnerApplicationState: 'completed',
          accountLifetimeStat: { subscriberCount: 5 },
        }}
        labels={labels}
      />,
    );
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByText('5')).not.toBeInTheDocument();
    // Virtual accounts have no authorization status (docs/product-rules.md#accounts).
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
  });

  it('offers the business upgrade as a link when given its path', () => {
    renderUi(
      <AccountCard
        account={channel}
        labels={{ ...labels, upgrade: 'Upgrade to a business account' }}
        upgradeHref="/accounts/1003/upgrade_instagram"
      />,
    );
    expect(screen.getByRole('link', { name: 'Upgrade to a business account' })).toHaveAttribute(
      'href',
      '/accounts/1003/upgrade_instagram',
    );
  });

  it('shows no upgrade link without its path', () => {
    renderUi(
      <AccountCard
        account={channel}
        labels={{ ...labels, upgrade: 'Upgrade to a business account' }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Upgrade to a business account' })).toBeNull();
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(<AccountCard account={channel} labels={labels} />);
  });

  it('has no axe violations', async () => {
    renderUi(
      <AccountCard
        account={{ ...channel, authenticationStatus: 'expired', unpublished: true }}
        labels={labels}
        href="/accounts/1"
        onReconnect={() => {}}
      />,
    );
    await expectNoAxeViolations();
  });
});
