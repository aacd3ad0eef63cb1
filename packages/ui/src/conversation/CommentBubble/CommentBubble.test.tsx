import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CommentBubble } from './CommentBubble';

describe('CommentBubble', () => {
  it('shows the message with the sender picture named by the sender', () => {
    renderUi(
      <CommentBubble
        content="Looks great"
        sentByCreator={false}
        avatarUrl="https://cdn.example.com/logo.png"
        senderName="Northwind"
      />,
    );
    expect(screen.getByText('Looks great')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Northwind' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.png',
    );
  });

  it('falls back to the initials, still named by the sender, when there is no picture', () => {
    renderUi(
      <CommentBubble content="Hi" sentByCreator avatarUrl={null} senderName="Maya Torres" />,
    );
    const avatar = screen.getByRole('img', { name: 'Maya Torres' });
    expect(avatar).not.toHaveAttribute('src');
    expect(avatar).toHaveTextContent('MT');
  });

  it('shows the seen mark only when given a label', () => {
    const { rerender } = renderUi(
      <CommentBubble content="Hi" sentByCreator senderName="Maya" seenLabel="Seen" />,
    );
    expect(screen.getByText('Seen')).toBeInTheDocument();
    rerender(<CommentBubble content="Hi" sentByCreator senderName="Maya" />);
    expect(screen.queryByText('Seen')).not.toBeInTheDocument();
  });

  it('renders non-comment types as a note without avatar', () => {
    renderUi(
      <CommentBubble
        content="Content approved"
        type="status_change"
        sentByCreator={false}
        avatarUrl="https://cdn.example.com/logo.png"
        senderName="Northwind"
      />,
    );
    expect(screen.getByText('Content approved')).toHaveAttribute('data-type', 'status_change');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<CommentBubble content="Hi" sentByCreator senderName="Maya" seenLabel="Seen" />);
    await expectNoAxeViolations();
  });
});
