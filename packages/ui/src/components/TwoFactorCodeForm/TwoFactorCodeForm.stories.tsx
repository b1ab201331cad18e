import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

const meta = {
  title: 'Patterns/TwoFactorCodeForm',
  parameters: {
    docs: {
      description: {
        component: [
          "The second step of a sign-in (or of a sensitive change) with two-factor sign-in on: the authenticator app's 6-digit code, or, after 'Use a recovery code', one of the recovery codes. The field takes focus when the step appears and when the mode changes.",
          '',
          '### Usage',
          'Use right after the password step for players and staff with two-factor sign-in.',
          '',
          "- **Do** show the platform's error ('The code is not valid') and keep the field focused to try again.",
          '- **Do** set `submitting` while the code is checked (repeat submits are ignored).',
          "- **Don't** check the code in the UI: `onSubmit` gets it trimmed and the app answers through `error`.",
        ].join('\n'),
      },
    },
  },
  component: TwoFactorCodeForm,
  argTypes: {
    submitting: { control: 'boolean' },
    error: { control: 'text' },
    messages: { control: 'object' },
  },
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TwoFactorCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Authentication code');
    await expect(field).toHaveFocus();
    await userEvent.type(field, '123456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const RecoveryCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    const field = canvas.getByLabelText('Recovery code');
    await userEvent.type(field, 'abcde-fghjk');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abcde-fghjk');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the code from the app' }));
    await expect(canvas.getByLabelText('Authentication code')).toBeVisible();
  },
};

export const WrongCode: Story = {
  args: { error: 'This code is not correct or has already been used.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Authentication code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('* This code is not correct or has already been used.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '123456{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
