import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { creatorApi, renderApp } from '../../test/render-app';

const api = () => ({
  ...creatorApi(),
  '/api/user/me/accounts/1001/analytics': example(
    'getAccountAnalytics',
    'creator__uuid-1001__period-last_28_days',
  ),
});

/** Opens a metric's detail view of account 1001 (last 28 days) and its table. */
const openDetail = async (metric: string) => {
  renderApp(`/analytics/1001/last_28_days/${metric}`, api());
  fireEvent.click(await screen.findByRole('button', { name: 'Show the numbers as a table' }));
  return screen.getByRole('table');
};

const columnNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('an analytics detail view', () => {
  it("engagements: the total, each kind's total, then a column for each", async () => {
    const table = await openDetail('engagements');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Engagements');
    expect(screen.getByTestId('analytics-total')).toHaveTextContent('8,156');
    expect(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ['Likes', '3,936'],
      ['Comments', '2,280'],
      ['Shares', '1,940'],
      ['Dislikes', '390'],
    ]);
    expect(columnNames(table)).toEqual([
      'Day',
      'Engagements',
      'Likes',
      'Comments',
      'Shares',
      'Dislikes',
    ]);
  });

  it('views: the uploaded videos get their own chart and column', async () => {
    const table = await openDetail('views');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Uploaded videos');
    const title = screen.getByRole('heading', { level: 2 }).textContent;
    expect(columnNames(table)).toEqual(['Day', title, 'Uploaded videos']);
  });

  it('subscribers: gained and lost beside the count', async () => {
    const table = await openDetail('subscribers');
    expect(columnNames(table)).toEqual(['Day', 'Subscribers', 'Gained', 'Lost']);
    expect(screen.queryAllByRole('term')).toEqual([]);
  });
});
