import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { ExampleAccountCard } from './ExampleAccountCard';

describe('ExampleAccountCard', () => {
  it('invites to connect the provider, named by its icon, and hides the blurred example from screen readers', async () => {
    const onConnect = vi.fn();
    const { container } = renderUi(
      <ExampleAccountCard
        platform="twitch"
        platformName="Twitch"
        title="Connect your Twitch account"
        connectLabel="Connect"
        onConnect={onConnect}
      />,
    );
    expect(screen.getByRole('img', { name: 'Twitch' })).toBeInTheDocument();
    expect(screen.getByText('Connect your Twitch account')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"].example')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('has no button without onConnect', () => {
    renderUi(
      <ExampleAccountCard
        platform="instagram"
        platformName="Instagram"
        title="Connect Instagram"
        connectLabel="Connect"
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes className and passes other props to its root', () => {
    expectRootProps(
      <ExampleAccountCard platform="twitch" platformName="Twitch" title="Connect Twitch" />,
    );
  });

  it('has no axe violations', async () => {
    renderUi(
      <ExampleAccountCard
        platform="twitch"
        platformName="Twitch"
        title="Connect Twitch"
        connectLabel="Connect"
        onConnect={() => {}}
      />,
    );
    await expectNoAxeViolations();
  });
});
