import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { DatePickerField } from './DatePickerField';

describe('DatePickerField', () => {
  it('shows the day of a YYYY-MM-DD value', () => {
    renderUi(<DatePickerField label="Birth date" value="1994-05-17" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Birth date' })).toHaveTextContent('1994/05/17');
  });

  it('shows the day of an ISO date-time without time zone shifts', () => {
    renderUi(<DatePickerField label="Day" value="2026-11-03T00:00:00Z" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('2026/11/03');
  });

  it('opens a calendar with Monday first and the full month name', async () => {
    renderUi(<DatePickerField label="Birth date" value="2026-11-03" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Birth date' }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(weekdays[0]).toBe('Mo');
  });

  it('hands back the picked day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderUi(<DatePickerField label="Birth date" value="2026-11-03" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Birth date' }));
    await userEvent.click(screen.getByRole('button', { name: '20 November 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-20');
  });

  it('has no axe violations', async () => {
    renderUi(
      <DatePickerField label="Birth date" value="2026-11-03" onChange={() => {}} required />,
    );
    await expectNoAxeViolations();
  });
});
