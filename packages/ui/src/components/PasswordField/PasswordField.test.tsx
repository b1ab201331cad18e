import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles between hidden and shown text, with aria-pressed and the matching label', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('never submits the surrounding form from the toggle', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be controlled', async () => {
    const onVisibleChange = vi.fn();
    const { rerender } = render(<PasswordField label="Password" visible={false} onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    rerender(<PasswordField label="Password" visible onVisibleChange={onVisibleChange} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('forwards the ref to the input and shows errors like TextField', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField ref={ref} label="Password" name="password" error="required" />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('* required')).toBeInTheDocument();
  });

  it('takes its toggle labels from messages', () => {
    render(<PasswordField label="Passwort" messages={{ show: 'Anzeigen' }} defaultVisible />);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
