import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../Dialog';
import { ResetPasswordForm, type ResetPasswordFormValues } from './ResetPasswordForm';

const meta = {
  title: 'Patterns/ResetPasswordForm',
  parameters: {
    docs: {
      description: {
        component: [
          "The new-password form of the /reset-password page and of the profile dashboard's Reset Password modal: New Password and Confirm Password with show/hide toggles, and a submit button. Presentational: it reports submits and shows the errors the app passes in.",
          '',
          '### Usage',
          'Use for setting a new password, from a reset link or the dashboard.',
          '',
          '- **Do** validate in the app (rules, both match) and pass the messages back in `errors` (`newPassword`, `confirmPassword`).',
          "- **Do** set `submitting` while it is sent, show a whole-form problem ('Token not present') in `formError`, and bump `resetKey` after a success to clear the fields.",
          "- **Don't** ask for the old password here: that is a different flow.",
        ].join('\n'),
      },
    },
  },
  component: ResetPasswordForm,
  argTypes: {
    submitting: { control: 'boolean' },
    formError: { control: 'text' },
    errors: { control: 'object', description: '`{ newPassword?, confirmPassword? }`.' },
    resetKey: { control: 'text' },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6, false] },
    messages: { control: 'object' },
  },
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Reset Password' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reset Password' })).toBeVisible();
    const password = within(form).getByLabelText('New Password');
    const confirm = within(form).getByLabelText('Confirm Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    // Show/hide works per field.
    await userEvent.type(password, 'secret123');
    const [showNew] = within(form).getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew as HTMLElement);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await userEvent.click(within(form).getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(confirm, 'secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'secret123', confirmPassword: 'secret123' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const WithErrors: Story = {
  args: { errors: { newPassword: 'minimum length of 8', confirmPassword: 'passwords must match' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('New Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('* minimum length of 8');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription('* passwords must match');
  },
};

export const FormError: Story = {
  args: { formError: 'Token not present' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Token not present');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'secret123');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret123{Enter}');
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typed values stay while the request runs.
    await expect(canvas.getByLabelText('New Password')).toHaveValue('secret123');
  },
};

/** The app bumps `resetKey` after a successful reset: both fields are cleared and hidden again. */
export const ResetKeyClears: Story = {
  render: function Render(args) {
    const [resetKey, setResetKey] = useState(0);
    return (
      <ResetPasswordForm
        {...args}
        resetKey={resetKey}
        onSubmit={(values: ResetPasswordFormValues) => {
          args.onSubmit(values);
          setResetKey((key) => key + 1);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('New Password');
    await userEvent.type(password, 'secret123');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'secret123', confirmPassword: 'secret123' });
    await expect(password).toHaveValue('');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('');
  },
};

/** The /reset-password page: the title is the page's h1, texts translated. */
export const PageHeading: Story = {
  args: {
    headingLevel: 1,
    messages: {
      title: 'Passwort zurücksetzen',
      newPassword: 'Neues Passwort',
      confirmPassword: 'Passwort bestätigen',
      submit: 'Speichern',
      showPassword: 'Passwort anzeigen',
      hidePassword: 'Passwort verbergen',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveAttribute('type', 'submit');
  },
};

/** The profile dashboard's modal: the dialog title names it, so the form shows no heading of its own. */
export const InDialog: Story = {
  args: { headingLevel: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button>Reset Password</Button>
        </DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Reset Password</DialogTitle>
          <ResetPasswordForm
            {...args}
            onSubmit={(values) => {
              args.onSubmit(values);
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    await expect(dialog.queryByRole('heading', { level: 2, name: 'Reset Password' })).toBeInTheDocument();
    await expect(dialog.getAllByRole('heading')).toHaveLength(1);
    const form = within(dialog.getByRole('form', { name: 'Reset Password' }));
    await userEvent.type(form.getByLabelText('New Password'), 'secret123');
    await userEvent.type(form.getByLabelText('Confirm Password'), 'secret123');
    await userEvent.click(form.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileWidth: Story = {
  args: { headingLevel: 1, errors: { confirmPassword: 'passwords must match' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
