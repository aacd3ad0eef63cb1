import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectRootProps, renderUi } from '../../../test/render';
import { isPlayableType, SubmittedContentCard } from './SubmittedContentCard';

const video = {
  type: 'video',
  status: 'pending',
  title: 'Trail test',
  thumbnailUrl: 'https://cdn.example.com/t.jpg',
  platform: 'youtube',
  account: { title: 'Maya Outdoors' },
};

describe('SubmittedContentCard', () => {
  it.each([
    ['video', true],
    ['igtv', true],
    ['live', true],
    ['photo', false],
    ['story', false],
    [null, false],
  ])('isPlayableType(%s) is %s', (type, want) => {
    expect(isPlayableType(type)).toBe(want);
  });

  it('shows status, title, platform and account, with a play icon for video', () => {
    renderUi(<SubmittedContentCard content={video} statusLabel="Pending" platformName="YouTube" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Trail test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
    expect(screen.getByText('Maya Outdoors')).toBeInTheDocument();
    expect(screen.getByTestId('play-icon')).toBeInTheDocument();
  });

  it('has no play icon for a photo and cuts long account titles to 24 characters', () => {
    renderUi(
      <SubmittedContentCard
        content={{ ...video, type: 'photo', account: { title: 'maya.outdoors.official.account' } }}
        statusLabel="Pending"
        platformName="Instagram"
      />,
    );
    expect(screen.queryByTestId('play-icon')).not.toBeInTheDocument();
    const account = screen.getByText(/^maya\.outdoors/);
    expect(account.textContent!.length).toBeLessThanOrEqual(25);
    expect(account.textContent).toMatch(/…$/);
  });

  it('shows a text post in place of the picture, cut to 250 characters', () => {
    const text = 'word '.repeat(80);
    const { container } = renderUi(
      <SubmittedContentCard
        content={{ ...video, type: 'text', title: 'Launch', content: text, thumbnailUrl: null }}
        statusLabel="Pending"
        platformName="Facebook"
      />,
    );
    const shown = screen.getByText(/^word word/);
    expect(Array.from(shown.textContent ?? '').length).toBeLessThanOrEqual(250);
    expect(shown.textContent).toMatch(/…$/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('links to the edit form when given a path', async () => {
    renderUi(
      <SubmittedContentCard
        content={video}
        statusLabel="Pending"
        platformName="YouTube"
        href="/campaigns/1/submitted_contents/2"
      />,
    );
    expect(screen.getByRole('link', { name: 'Trail test' })).toHaveAttribute(
      'href',
      '/campaigns/1/submitted_contents/2',
    );
    await expectNoAxeViolations();
  });
  it('takes className and passes other props to its root', () => {
    expectRootProps(
      <SubmittedContentCard content={video} statusLabel="Pending" platformName="YouTube" />,
    );
  });
});
