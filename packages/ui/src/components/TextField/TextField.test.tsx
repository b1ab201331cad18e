import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input with a visible label', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('Email').tagName).toBe('LABEL');
  });

  it('shows the error as "* message", marks the input invalid and describes it with the error', () => {
    render(<TextField label="Email" error="Invalid email address" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('* Invalid email address');
    expect(error.textContent).toBe('* Invalid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input).toHaveAccessibleDescription('* Invalid email address We never share it.');
  });

  it('is not invalid and has no description without error or hint', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller aria-describedby next to its own ids', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Email" error="required" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toMatch(/-error extra$/);
  });

  it('forwards the ref and native props, so register-style uncontrolled use works', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField ref={ref} label="Gamertag" name="username" onChange={onChange} onBlur={onBlur} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Gamertag' }), 'ace');
    await userEvent.tab();
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.name).toBe('username');
    expect(ref.current?.value).toBe('ace');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="City" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />;
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'riga');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('RIGA');
  });

  it('marks required visually without changing the accessible name', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Promo code" hideLabel placeholder="Code" />);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });

  it('renders adornments around the input and uses a given id', () => {
    render(<TextField id="amount" label="Amount" startAdornment={<span>€</span>} endAdornment={<span>EUR</span>} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.id).toBe('amount');
    expect(screen.getByText('€').compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(screen.getByText('EUR')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes disabled and read-only to the input', () => {
    render(
      <>
        <TextField label="A" disabled />
        <TextField label="B" readOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveAttribute('readonly');
  });
});
