import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorCodeForm } from '.';

describe('TwoFactorCodeForm', () => {
  it('asks for the app code in a focused numeric one-time-code field and submits it trimmed', async () => {
    const onSubmit = vi.fn();
    render(<TwoFactorCodeForm onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('form', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await userEvent.type(field, ' 123456 {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('switches to a recovery code and back, clearing what was typed', async () => {
    const onSubmit = vi.fn();
    render(<TwoFactorCodeForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Authentication code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveValue('');
    expect(recovery).toHaveFocus();
    expect(screen.getByText(/recovery codes you saved/)).toBeInTheDocument();
    await userEvent.type(recovery, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from the app' }));
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it('shows the error under the field, ignores submits while submitting, and offers Back only with onCancel', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<TwoFactorCodeForm onSubmit={onSubmit} submitting error="This code is not correct" />);
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('* This code is not correct');
    await userEvent.type(field, '1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const onCancel = vi.fn();
    rerender(<TwoFactorCodeForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
