import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { CommentThread, type CommentThreadLabels } from './CommentThread';
import type { ThreadComment } from './threadRules';

const labels: CommentThreadLabels = {
  thread: 'Comments',
  input: 'Write a comment',
  send: 'Send',
  seen: 'Seen',
  sendError: 'Could not send',
};

const comments: ThreadComment[] = [
  {
    id: 1,
    type: 'comment',
    sender: { name: 'Northwind', avatar: null },
    sentByCreator: false,
    seen: true,
    createdAt: '2026-11-02T09:12:00',
    content: 'Please add the code',
  },
  {
    id: 2,
    type: 'comment',
    sender: { name: 'Northwind', avatar: null },
    sentByCreator: false,
    seen: true,
    createdAt: '2026-11-02T09:13:00',
    content: 'And the tag',
  },
  {
    id: 3,
    type: 'comment',
    sender: { name: 'Maya', avatar: null },
    sentByCreator: true,
    seen: true,
    createdAt: '2026-11-02T15:40:00',
    content: 'Done',
  },
  {
    id: 4,
    type: 'comment',
    sender: { name: 'Maya', avatar: null },
    sentByCreator: true,
    seen: false,
    createdAt: '2026-11-02T15:41:00',
    content: 'Thumbnail ok?',
  },
];

function renderThread(onSend: (text: string) => Promise<unknown> = async () => {}) {
  return renderUi(
    <CommentThread
      comments={comments}
      companyName="Northwind"
      companyLogoUrl="https://cdn.example.com/northwind.png"
      creatorName="Maya"
      creatorAvatarUrl="https://cdn.example.com/maya.png"
      onSend={onSend}
      labels={labels}
    />,
  );
}

describe('CommentThread', () => {
  it('lists messages with logo or avatar, a timestamp at each change of sender and seen on the last seen creator message', () => {
    renderThread();
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('img', { name: 'Northwind' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/northwind.png',
    );
    expect(within(items[2]!).getByRole('img', { name: 'Maya' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/maya.png',
    );
    expect(items.map((item) => item.querySelector('time')?.textContent ?? null)).toEqual([
      'Monday, November 2, 09:12',
      null,
      'Monday, November 2, 15:40',
      null,
    ]);
    expect(within(items[2]!).getByText('Seen')).toBeInTheDocument();
    expect(screen.getAllByText('Seen')).toHaveLength(1);
  });

  it('sends with Enter, clears the field once sent, and Shift+Enter adds a line instead', async () => {
    const onSend = vi.fn(async () => {});
    renderThread(onSend);
    const input = screen.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('sends with the button, which is disabled while the field is blank', async () => {
    const onSend = vi.fn(async () => {});
    renderThread(onSend);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Hello');
    await userEvent.click(button);
    expect(onSend).toHaveBeenCalledWith('Hello');
  });

  it('keeps the typed text and shows the error when sending fails', async () => {
    renderThread(() => Promise.reject(new Error('500')));
    const input = screen.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(input, 'Will this work?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send');
    expect(input).toHaveValue('Will this work?');
  });

  it('has no axe violations', async () => {
    renderThread();
    await expectNoAxeViolations();
  });
});
