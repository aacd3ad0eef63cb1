import { describe, expect, it } from 'vitest';
import { lastSeenCreatorIndex, startsNewSender, type ThreadComment } from './threadRules';

const c = (
  sentByCreator: boolean,
  seen = false,
  sender = sentByCreator ? 'Maya' : 'Northwind',
): ThreadComment => ({
  content: 'x',
  type: 'comment',
  sender: { name: sender, avatar: null },
  sentByCreator,
  seen,
  createdAt: '2026-11-02T10:00:00Z',
});

describe('startsNewSender', () => {
  const thread = [
    c(false),
    c(false),
    c(true),
    c(true),
    c(false, false, 'Northwind reviewer'),
    c(false),
  ];
  it.each([
    ['first comment', 0, true],
    ['same sender again', 1, false],
    ['creator answers', 2, true],
    ['creator again', 3, false],
    ['another company person', 4, true],
    ['back to the first company sender', 5, true],
    ['past the end', 6, false],
  ])('%s', (_name, index, want) => {
    expect(startsNewSender(thread, index)).toBe(want);
  });
});

describe('lastSeenCreatorIndex', () => {
  it.each([
    ['empty thread', [], -1],
    ['no creator messages', [c(false, true)], -1],
    ['creator messages unseen', [c(true), c(true)], -1],
    [
      'last seen creator message, skipping unseen later ones',
      [c(true, true), c(true, true), c(false, true), c(true)],
      1,
    ],
  ])('%s', (_name, thread, want) => {
    expect(lastSeenCreatorIndex(thread)).toBe(want);
  });
});
