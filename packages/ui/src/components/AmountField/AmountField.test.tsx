import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField } from './AmountField';

function Harness() {
  const [value, setValue] = useState('20');
  return <AmountField label="Amount" value={value} onValueChange={setValue} amounts={[20, 30, 50, 100]} symbol="€" />;
}

describe('AmountField', () => {
  it('fills the field from a quick amount and marks it pressed', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: '€20' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '€30' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('30');
    expect(screen.getByRole('button', { name: '€30' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps text that is not a number for the app to refuse', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '1e' } });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1e');
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
  });

  it('names the group and takes translated button texts', () => {
    render(
      <AmountField
        label="Betrag"
        value=""
        onValueChange={() => undefined}
        amounts={[20]}
        symbol="€"
        messages={{ quickAmounts: 'Schnellbeträge', quickAmount: (amount, symbol) => `${amount} ${symbol}` }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Schnellbeträge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '20 €' })).toBeInTheDocument();
  });
});
