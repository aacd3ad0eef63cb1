import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { TabBar, type TabBarItem } from './TabBar';

const TABS: TabBarItem[] = [
  { value: 'active', label: 'Active', count: 3 },
  { value: 'upcoming', label: 'Upcoming', count: 0 },
  { value: 'comments', label: 'Comments', count: 7, badge: 2 },
];

function Controlled({
  onChange = () => {},
  keepContent = false,
}: {
  onChange?: (value: string) => void;
  keepContent?: boolean;
}) {
  const [value, setValue] = useState('active');
  return (
    <TabBar
      label="Campaign status"
      tabs={TABS}
      value={value}
      keepContent={keepContent}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      <input aria-label="Note" />
      Panel of {value}
    </TabBar>
  );
}

describe('TabBar', () => {
  it.each([
    ['count in parentheses above 0', { name: /^Active\s*\(3\)$/ }],
    ['no count at 0', { name: /^Upcoming$/ }],
    ['badge replaces the count', { name: /^Comments\s*2$/ }],
  ])('%s', (_name, { name }) => {
    renderUi(<Controlled />);
    expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it('selects a tab on click and shows its panel', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(onChange).toHaveBeenCalledWith('upcoming');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of upcoming');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderUi(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the tab list', () => {
    renderUi(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Campaign status' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderUi(<Controlled />);
    await expectNoAxeViolations();
  });

  it.each([
    [false, "builds the new tab's content afresh"],
    [true, "keeps the content mounted with keepContent, in the new tab's panel"],
  ])('keepContent %s: %s', async (keepContent) => {
    renderUi(<Controlled keepContent={keepContent} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Upcoming');
    expect(panel).toHaveTextContent('Panel of upcoming');
    // The field's text tells whether the content was kept or built again.
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(keepContent ? 'kept' : '');
    await expectNoAxeViolations();
  });
});
