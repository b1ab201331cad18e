import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  parameters: {
    docs: {
      description: {
        component: [
          'A `TextField` for passwords with a toggle that shows the text. The toggle is a real button (`aria-pressed`) that never submits the form. `autoComplete` defaults to `current-password`.',
          '',
          '### Usage',
          'Use for every password: sign in, sign up, reset, confirming a self-exclusion.',
          '',
          '- **Do** pass `autoComplete="new-password"` on sign-up and reset forms, so password managers offer a strong one.',
          '- **Do** show the password rules in `hint` before the player types, and errors in `error`.',
          "- **Don't** block pasting or limit the length below what the platform allows.",
        ].join('\n'),
      },
    },
  },
  component: PasswordField,
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    disabled: { control: 'boolean' },
  },
  args: { label: 'Password', onChange: fn(), onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'correct horse battery staple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'minimum length of 8', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(canvas.getByText('* minimum length of 8')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('* minimum length of 8');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const CustomMessages: Story = {
  args: { label: 'Passwort', messages: { show: 'Passwort anzeigen', hide: 'Passwort verbergen' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort anzeigen' }));
    await expect(canvas.getByRole('button', { name: 'Passwort verbergen' })).toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { label: 'Confirm password', autoComplete: 'new-password', hint: 'passwords must match' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
