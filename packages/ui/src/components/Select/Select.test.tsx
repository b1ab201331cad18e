import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const coins = [
  { value: 'BTC', label: 'Bitcoin' },
  { value: 'ETH', label: 'Ethereum' },
];

describe('Select', () => {
  it('is labelled and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(<Select label="Coin" options={coins} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Coin' });
    expect(select).toHaveValue('BTC');
    await userEvent.selectOptions(select, 'Ethereum');
    expect(onValueChange).toHaveBeenCalledWith('ETH');
  });

  it('starts on the placeholder when there is no value', () => {
    render(<Select label="Coin" options={coins} placeholder="Choose a coin" />);
    const select = screen.getByRole('combobox', { name: 'Coin' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Choose a coin' })).not.toBeDisabled();
  });

  it('makes the placeholder unpickable when required', () => {
    render(<Select label="Coin" options={coins} placeholder="Choose a coin" required />);
    expect(screen.getByRole('option', { name: 'Choose a coin' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Coin' })).toBeRequired();
  });

  it('shows "No options available" when there are no options, or the given message', () => {
    const { rerender } = render(<Select label="Provider Filter" options={[]} placeholder="All" />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No options available']);
    rerender(<Select label="Provider Filter" options={[]} messages={{ empty: 'Keine Anbieter' }} />);
    expect(screen.getByRole('option', { name: 'Keine Anbieter' })).toBeInTheDocument();
  });

  it('shows an error as "* message" and links it', () => {
    render(<Select label="Coin" options={coins} error="required" />);
    const select = screen.getByRole('combobox', { name: 'Coin' });
    expect(screen.getByText('* required')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('* required');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('ETH');
      return (
        <>
          <Select label="Coin" options={coins} value={value} onValueChange={setValue} />
          <p>chosen {value}</p>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Coin' })).toHaveValue('ETH');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Coin' }), 'BTC');
    expect(screen.getByText('chosen BTC')).toBeInTheDocument();
  });

  it('forwards the ref and native props to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="Coin" options={coins} name="coin" disabled />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Coin' }));
    expect(ref.current?.name).toBe('coin');
    expect(ref.current).toBeDisabled();
  });
});
