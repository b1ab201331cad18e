import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '.';

const today = new Date(2026, 10, 21);
const base: DateFieldProps = {
  label: 'Date of Birth',
  minDate: new Date(1876, 10, 21),
  maxDate: today,
  today,
  segments: true,
};

const group = () => screen.getByRole('group', { name: 'Date of Birth' });
const box = (name: 'Day' | 'Month' | 'Year') => within(group()).getByRole('textbox', { name });

describe('DateField segments', () => {
  it('shows day, month and year boxes with DD, MM and YYYY under the label, and the calendar button', () => {
    render(<DateField {...base} name="dob" required />);
    expect(box('Day')).toHaveAttribute('placeholder', 'DD');
    expect(box('Month')).toHaveAttribute('placeholder', 'MM');
    expect(box('Year')).toHaveAttribute('placeholder', 'YYYY');
    expect(box('Day')).toBeRequired();
    expect(screen.queryByPlaceholderText('DD-MM-YYYY')).toBeNull();
    expect(within(group()).getByRole('button', { name: 'Choose Date of Birth' })).toBeEnabled();
  });

  it('moves on after two digits and reports the date with its dd-MM-yyyy text', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} onChange={onChange} />);
    await userEvent.click(box('Day'));
    await userEvent.keyboard('09121990');
    expect(box('Day')).toHaveValue('09');
    expect(box('Month')).toHaveValue('12');
    expect(box('Year')).toHaveValue('1990');
    expect(box('Year')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(new Date(1990, 11, 9), '09-12-1990');
  });

  it('keeps digits only, and a separator key moves to the next box', async () => {
    render(<DateField {...base} />);
    await userEvent.click(box('Day'));
    await userEvent.keyboard('3a/4.');
    expect(box('Day')).toHaveValue('3');
    expect(box('Month')).toHaveValue('4');
    expect(box('Year')).toHaveFocus();
  });

  it('goes back with Backspace in an empty box', async () => {
    render(<DateField {...base} />);
    await userEvent.click(box('Day'));
    await userEvent.keyboard('12');
    expect(box('Month')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box('Day')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box('Day')).toHaveValue('1');
  });

  it('reports an impossible day as an Invalid Date with the text, and blank boxes as null', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} onChange={onChange} />);
    await userEvent.type(box('Day'), '31');
    await userEvent.type(box('Month'), '02');
    await userEvent.type(box('Year'), '1990');
    const [date, text] = onChange.mock.lastCall as [Date, string];
    expect(Number.isNaN(date.getTime())).toBe(true);
    expect(text).toBe('31-02-1990');
    await userEvent.clear(box('Year'));
    await userEvent.clear(box('Month'));
    await userEvent.clear(box('Day'));
    expect(onChange).toHaveBeenLastCalledWith(null, '');
  });

  it('shows a controlled value and pads single digits when focus leaves the group', async () => {
    function Controlled() {
      const [value, setValue] = useState<Date | null>(new Date(1985, 11, 10));
      return <DateField {...base} value={value} onChange={(date) => setValue(date)} />;
    }
    render(<Controlled />);
    expect(box('Day')).toHaveValue('10');
    expect(box('Month')).toHaveValue('12');
    expect(box('Year')).toHaveValue('1985');
    await userEvent.clear(box('Day'));
    await userEvent.type(box('Day'), '3');
    // Month, year, the calendar button, then out of the group.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(box('Day')).toHaveValue('3');
    await userEvent.tab();
    expect(box('Day')).toHaveValue('03');
  });

  it('names the boxes through messages', () => {
    render(<DateField {...base} messages={{ day: 'Tag', month: 'Monat', year: 'Jahr', yearPlaceholder: 'JJJJ' }} />);
    expect(within(group()).getByRole('textbox', { name: 'Tag' })).toBeInTheDocument();
    expect(within(group()).getByRole('textbox', { name: 'Jahr' })).toHaveAttribute('placeholder', 'JJJJ');
  });

  it('links the error to every box', () => {
    render(<DateField {...base} error="YYYY-MM-DD format required" />);
    expect(box('Month')).toHaveAccessibleDescription('* YYYY-MM-DD format required');
    expect(box('Month')).toHaveAttribute('aria-invalid', 'true');
  });
});
