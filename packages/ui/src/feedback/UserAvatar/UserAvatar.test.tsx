import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { initials } from './initials';
import { UserAvatar } from './UserAvatar';

describe('initials', () => {
  it.each([
    ['two words', { given: 'Maya Chen', want: 'MC' }],
    ['three words use first and last', { given: 'Ana María López', want: 'AL' }],
    ['one word', { given: 'lou', want: 'L' }],
    ['japanese', { given: '山田 太郎', want: '山太' }],
    ['extra spaces', { given: '  maya   chen ', want: 'MC' }],
    ['empty', { given: '', want: '' }],
    ['null', { given: null, want: '' }],
  ])('%s', (_name, { given, want }) => {
    expect(initials(given)).toBe(want);
  });
});

describe('UserAvatar', () => {
  it('shows the picture with the name as its alternative text', () => {
    renderUi(<UserAvatar src="https://cdn.example/maya.png" name="Maya Chen" />);
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveAttribute(
      'src',
      'https://cdn.example/maya.png',
    );
  });

  it('falls back to initials when the picture fails to load', () => {
    renderUi(<UserAvatar src="https://cdn.example/broken.png" name="Maya Chen" />);
    fireEvent.error(screen.getByRole('img', { name: 'Maya Chen' }));
    expect(screen.getByText('MC')).toBeInTheDocument();
  });

  it('shows initials, named, when there is no picture', () => {
    renderUi(<UserAvatar name="Maya Chen" />);
    expect(screen.getByRole('img', { name: 'Maya Chen' })).toHaveTextContent('MC');
  });

  it('shows the default glyph when there is neither picture nor name', () => {
    const { container } = renderUi(<UserAvatar />);
    expect(container.querySelector('svg')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(
      <>
        <UserAvatar src="https://cdn.example/maya.png" name="Maya Chen" />
        <UserAvatar name="Lou" />
        <UserAvatar />
      </>,
    );
    await expectNoAxeViolations();
  });
});
