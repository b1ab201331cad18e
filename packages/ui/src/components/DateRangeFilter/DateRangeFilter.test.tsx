import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';

const today = new Date(2026, 10, 21);

const from = () => screen.getByRole('textbox', { name: 'From' });
const until = () => screen.getByRole('textbox', { name: 'Until' });

describe('DateRangeFilter', () => {
  it('shows From and Until fields with a dd-MM-y placeholder and the three actions', () => {
    render(<DateRangeFilter today={today} />);
    expect(from()).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(until()).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose From date' })).toBeInTheDocument();
  });

  it('submits the typed dates', async () => {
    const onSubmit = vi.fn();
    render(<DateRangeFilter today={today} onSubmit={onSubmit} />);
    await userEvent.type(from(), '01-10-2026');
    await userEvent.type(until(), '21-11-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ from: new Date(2026, 9, 1), until: new Date(2026, 10, 21) });
  });

  it('keeps garbage as typed and reports it as an Invalid Date', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter today={today} onChange={onChange} />);
    await userEvent.type(from(), '99-99-9999');
    expect(from()).toHaveValue('99-99-9999');
    const last = onChange.mock.lastCall?.[0] as DateRange;
    expect(last.until).toBeNull();
    expect(last.from).toBeInstanceOf(Date);
    expect(Number.isNaN(last.from?.getTime())).toBe(true);
    await userEvent.tab();
    expect(from()).toHaveValue('99-99-9999');
  });

  it('passes a real date outside the calendar range as it is, for the app to explain', async () => {
    const onChange = vi.fn();
    render(<DateRangeFilter today={today} onChange={onChange} />);
    await userEvent.type(from(), '31-12-2019');
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2019, 11, 31), until: null });
  });

  it('writes a typed date out in full when the field is left', async () => {
    render(<DateRangeFilter today={today} />);
    await userEvent.type(until(), '3-4-2025');
    await userEvent.tab();
    expect(until()).toHaveValue('03-04-2025');
  });

  it('empties both fields on Reset, including text that never became a date', async () => {
    const onReset = vi.fn();
    const onChange = vi.fn();
    render(
      <DateRangeFilter
        today={today}
        defaultValue={{ from: new Date(2026, 0, 1), until: null }}
        onReset={onReset}
        onChange={onChange}
      />,
    );
    await userEvent.type(until(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(from()).toHaveValue('');
    expect(until()).toHaveValue('');
    expect(onReset).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith({ from: null, until: null });
  });

  it('calls onReload', async () => {
    const onReload = vi.fn();
    render(<DateRangeFilter today={today} onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows the errors it is given under each field', () => {
    render(
      <DateRangeFilter today={today} errors={{ from: 'cannot be empty', until: 'must be a past or present date' }} />,
    );
    expect(from()).toHaveAccessibleDescription('* cannot be empty');
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(until()).toHaveAccessibleDescription('* must be a past or present date');
  });

  it('follows a controlled value, keeping what the player types', async () => {
    function Controlled() {
      const [value, setValue] = useState<DateRange>({ from: new Date(2026, 5, 1), until: null });
      return (
        <>
          <DateRangeFilter today={today} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue({ from: new Date(2025, 0, 2), until: new Date(2025, 0, 3) })}>
            Preset
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(from()).toHaveValue('01-06-2026');
    await userEvent.clear(from());
    await userEvent.type(from(), '1-7-2026');
    expect(from()).toHaveValue('1-7-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(from()).toHaveValue('02-01-2025');
    expect(until()).toHaveValue('03-01-2025');
  });

  it('blocks submitting while loading', async () => {
    const onSubmit = vi.fn();
    render(<DateRangeFilter today={today} loading onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes translated labels', () => {
    render(
      <DateRangeFilter
        today={today}
        messages={{ from: 'Desde', until: 'Hasta', openCalendar: (label) => `Elegir fecha ${label}` }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Desde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir fecha Hasta' })).toBeInTheDocument();
  });
});
