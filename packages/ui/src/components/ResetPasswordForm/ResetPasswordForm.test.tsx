import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '.';

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm Password');

describe('ResetPasswordForm', () => {
  it('is a form named by its h2 heading, with two password fields', () => {
    render(<ResetPasswordForm onSubmit={vi.fn()} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Reset Password' });
    expect(screen.getByRole('form', { name: 'Reset Password' })).toHaveAttribute('aria-labelledby', heading.id);
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('name', 'newPassword');
    expect(newPassword()).toBeRequired();
    expect(confirmPassword()).toHaveAttribute('name', 'confirmPassword');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveAttribute('type', 'submit');
  });

  it('submits both values', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'secret123');
    await userEvent.type(confirmPassword(), 'secret124{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'secret123', confirmPassword: 'secret124' });
  });

  it('ignores submits while submitting', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm onSubmit={onSubmit} submitting />);
    await userEvent.type(confirmPassword(), 'x{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows field errors and the form error', () => {
    render(
      <ResetPasswordForm
        onSubmit={vi.fn()}
        errors={{ newPassword: 'required', confirmPassword: 'passwords must match' }}
        formError="Token not present"
      />,
    );
    expect(newPassword()).toHaveAccessibleDescription('* required');
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmPassword()).toHaveAccessibleDescription('* passwords must match');
    expect(screen.getByRole('alert')).toHaveTextContent('Token not present');
  });

  it('clears both fields and hides the passwords when resetKey changes', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ResetPasswordForm onSubmit={onSubmit} resetKey={0} />);
    await userEvent.type(newPassword(), 'secret123');
    await userEvent.type(confirmPassword(), 'secret123');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[1]!);
    expect(confirmPassword()).toHaveAttribute('type', 'text');
    rerender(<ResetPasswordForm onSubmit={onSubmit} resetKey={0} errors={{ newPassword: 'required' }} />);
    expect(newPassword()).toHaveValue('secret123');
    rerender(<ResetPasswordForm onSubmit={onSubmit} resetKey={1} />);
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
  });

  it('renders the heading at the given level, or none with the title as the form name', () => {
    const { rerender } = render(<ResetPasswordForm onSubmit={vi.fn()} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    rerender(<ResetPasswordForm onSubmit={vi.fn()} headingLevel={false} messages={{ title: 'Nuevo' }} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nuevo' })).toBeInTheDocument();
  });

  it('takes translated texts', () => {
    render(
      <ResetPasswordForm
        onSubmit={vi.fn()}
        messages={{ newPassword: 'Neues Passwort', submit: 'Speichern', showPassword: 'Anzeigen' }}
      />,
    );
    expect(screen.getByLabelText('Neues Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Anzeigen' })).toHaveLength(2);
  });
});
