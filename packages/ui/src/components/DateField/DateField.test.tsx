import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '.';

const today = new Date(2026, 10, 21);
const base: DateFieldProps = { label: 'Date of Birth', minDate: new Date(1900, 0, 1), maxDate: today, today };

const input = () => screen.getByRole('textbox', { name: 'Date of Birth' });

describe('DateField', () => {
  it('shows a labelled dd-MM-y text box with a calendar button', () => {
    render(<DateField {...base} name="dob" required />);
    expect(input()).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(input()).toHaveAttribute('name', 'dob');
    expect(input()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Choose Date of Birth' })).toHaveAttribute('type', 'button');
  });

  it('reports a typed day as a date, with the text', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} onChange={onChange} />);
    await userEvent.type(input(), '31-01-2000');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2000, 0, 31), '31-01-2000');
  });

  it('keeps text that is not a day as typed and reports an Invalid Date', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} onChange={onChange} />);
    await userEvent.type(input(), '2000-01-31');
    await userEvent.tab();
    expect(input()).toHaveValue('2000-01-31');
    const [date, text] = onChange.mock.lastCall as [Date, string];
    expect(Number.isNaN(date.getTime())).toBe(true);
    expect(text).toBe('2000-01-31');
  });

  it('reports blank text as null', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} defaultValue={new Date(2000, 0, 31)} onChange={onChange} />);
    await userEvent.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null, '');
  });

  it('writes a typed day out in full when left, and calls onBlur', async () => {
    const onBlur = vi.fn();
    render(<DateField {...base} onBlur={onBlur} />);
    await userEvent.type(input(), '3.4.1990');
    await userEvent.tab();
    expect(input()).toHaveValue('03-04-1990');
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('passes a real day outside minDate..maxDate as it is', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} onChange={onChange} />);
    await userEvent.type(input(), '01-01-2030');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2030, 0, 1), '01-01-2030');
  });

  it('follows a controlled value, keeping what the player types', async () => {
    function Controlled() {
      const [value, setValue] = useState<Date | null>(new Date(1990, 5, 1));
      return (
        <>
          <DateField {...base} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(new Date(1985, 0, 2))}>
            Preset
          </button>
          <button type="button" onClick={() => setValue(null)}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(input()).toHaveValue('01-06-1990');
    await userEvent.clear(input());
    await userEvent.type(input(), '1-7-1990');
    expect(input()).toHaveValue('1-7-1990');
    await userEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(input()).toHaveValue('02-01-1985');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
  });

  it('starts with defaultText when given', () => {
    render(<DateField {...base} value={new Date(Number.NaN)} defaultText="31-02-2000" />);
    expect(input()).toHaveValue('31-02-2000');
  });

  it('opens the calendar on the selected month and picks a day', async () => {
    const onChange = vi.fn();
    render(<DateField {...base} defaultValue={new Date(2000, 0, 14)} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Date of Birth' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose Date of Birth' });
    expect(calendar).toContainElement(screen.getByRole('grid', { name: 'January 2000' }));
    await userEvent.click(screen.getByRole('button', { name: /20 January 2000/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2000, 0, 20), '20-01-2000');
    expect(input()).toHaveValue('20-01-2000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error under the field', () => {
    render(<DateField {...base} error="age must be atleast 18 years" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('* age must be atleast 18 years');
  });

  it('disables the calendar button with the field', () => {
    render(<DateField {...base} disabled />);
    expect(screen.getByRole('button', { name: 'Choose Date of Birth' })).toBeDisabled();
  });

  it('takes translated texts and forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <DateField
        {...base}
        ref={ref}
        label="Geburtsdatum"
        messages={{ placeholder: 'TT-MM-JJJJ', openCalendar: (label) => `${label} wählen` }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAttribute('placeholder', 'TT-MM-JJJJ');
    expect(screen.getByRole('button', { name: 'Geburtsdatum wählen' })).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Geburtsdatum' }));
  });
});
