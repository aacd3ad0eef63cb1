import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { MonthSelect } from './MonthSelect';

const MONTHS = ['2026-10-01', '2026-09-01'];

describe('MonthSelect', () => {
  it('labels months YYYY MMMM and hands back the YYYY-MM-01 value', async () => {
    const onChange = vi.fn();
    renderUi(<MonthSelect label="Month" months={MONTHS} value="2026-10-01" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Month' });
    expect(field).toHaveValue('2026 October');
    await userEvent.click(field);
    // The first select's list comes with its code, soon after the press (ui's Select).
    await userEvent.click(await screen.findByRole('option', { name: '2026 September' }));
    expect(onChange).toHaveBeenCalledWith('2026-09-01');
  });

  it('offers All months first, with value all, when given its label', async () => {
    const onChange = vi.fn();
    renderUi(
      <MonthSelect
        label="Month"
        months={MONTHS}
        value="2026-10-01"
        onChange={onChange}
        allMonthsLabel="All months"
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All months',
      '2026 October',
      '2026 September',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'All months' }));
    expect(onChange).toHaveBeenCalledWith('all');
  });

  it('takes the highlighted month on Enter, however fast the keys come after opening', () => {
    // Mantine's Select re-reads its option index in two timers armed on opening. On a busy
    // page Chromium ran the first after a quick second ArrowDown and the second after Enter:
    // Enter then took the month the list was opened on, not the highlighted one.
    const onChange = vi.fn();
    renderUi(
      <MonthSelect
        label="Month"
        months={[...MONTHS, '2026-08-01']}
        value="2026-09-01"
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Month' });
    const press = (key: string) => fireEvent.keyDown(field, { key, code: key });
    // Rendered before the first key, as a browser renders a focus event's update (the kit's
    // Select renders its options on focus).
    act(() => field.focus());
    const timers: (() => void)[] = [];
    const held = vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void) => {
      timers.push(run);
      return 0;
    }) as typeof window.setTimeout);
    press('ArrowDown');
    press('ArrowDown');
    held.mockRestore();
    expect(timers).toHaveLength(2);
    timers.shift()?.();
    expect(screen.getByRole('option', { name: '2026 August' })).toHaveAttribute(
      'data-combobox-selected',
    );
    press('Enter');
    timers.forEach((run) => run());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-08-01');
  });

  it('uses the locale for month names', () => {
    renderUi(
      <MonthSelect label="月" months={MONTHS} value="2026-09-01" onChange={() => {}} locale="ja" />,
    );
    expect(screen.getByRole('combobox', { name: '月' })).toHaveValue('2026年9月');
  });

  it("follows the provider's locale when given none", () => {
    renderUi(<MonthSelect label="月" months={MONTHS} value="2026-09-01" onChange={() => {}} />, {
      provider: { locale: 'ja' },
    });
    expect(screen.getByRole('combobox', { name: '月' })).toHaveValue('2026年9月');
  });

  it('has no axe violations', async () => {
    renderUi(<MonthSelect label="Month" months={MONTHS} value="2026-09-01" onChange={() => {}} />);
    await expectNoAxeViolations();
  });
});
