import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  parameters: {
    docs: {
      description: {
        component: [
          "A labelled text input; every native input prop reaches the `<input>`, and the ref is the input's (works with a form library's `register`).",
          '',
          '### Usage',
          'Use for single-line text a player or operator types: e-mail, name, address, a back-office search term.',
          '',
          '- **Do** give every field a visible `label`; use `hideLabel` only where the context already shows what the field is for (it stays the accessible name).',
          '- **Do** pass validation messages through `error` (shown as `* {message}`, sets `aria-invalid` and `aria-describedby`), written as what to fix.',
          '- **Do** set `autoComplete` (`email`, `given-name`, `postal-code`...) so sign-up is quick on phones.',
          "- **Don't** use it for money: use `AmountField` (quick amounts, currency symbol), nor for passwords: use `PasswordField`.",
          "- **Don't** use the placeholder as the label or for essential hints: use `hint`.",
          "- **Don't** hard-code English: labels, hints and errors come from the texts catalogue.",
        ].join('\n'),
      },
    },
  },
  component: TextField,
  args: { label: 'Email', placeholder: 'you@example.com', type: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    startAdornment: { control: 'text', description: 'An icon or a currency symbol; text here.' },
    endAdornment: { control: 'text', description: 'A unit or an `IconButton`; text here.' },
    hideLabel: { control: 'boolean' },
    disabled: { control: 'boolean' },
    type: { control: 'select', options: ['text', 'email', 'number', 'tel', 'url', 'date'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.type(input, 'player@casino.test');
    await expect(input).toHaveValue('player@casino.test');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: { label: 'Gamertag', type: 'text', placeholder: undefined, hint: '2 to 50 letters, shown to other players.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gamertag' });
    await expect(input).toHaveAccessibleDescription('2 to 50 letters, shown to other players.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'player@', error: 'Invalid email address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('* Invalid email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('* Invalid email address');
  },
};

export const Required: Story = {
  args: { required: true, label: 'First name', type: 'text', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeRequired();
    await expect(getComputedStyle(canvas.getByText('First name'), '::after').content).toContain('*');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player@casino.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, label: 'Bonus Amount', type: 'text', defaultValue: '€20.00', placeholder: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bonus Amount' });
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('€20.00');
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Amount',
    type: 'number',
    placeholder: '20',
    startAdornment: <span>€</span>,
    endAdornment: <span>EUR</span>,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '50');
    await expect(input).toHaveValue(50);
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Email" type="email" placeholder="you@example.com" />
      <TextField {...args} label="Phone number" type="tel" placeholder="+44 20 7946 0000" />
      <TextField {...args} label="Stake" type="number" placeholder="10" />
      <TextField {...args} label="Wallet address" type="text" placeholder="0x…" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('spinbutton', { name: 'Stake' })).toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Promo code', type: 'text', placeholder: 'Promo code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  },
};

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState('');
  const error = value.length > 0 && value.length < 2 ? 'minimum length of 2' : undefined;
  return (
    <TextField
      {...args}
      value={value}
      error={error}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

export const Controlled: Story = {
  args: { label: 'First name', type: 'text', placeholder: undefined },
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'J');
    await expect(canvas.getByText('* minimum length of 2')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'o');
    await expect(canvas.queryByText('* minimum length of 2')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const LongText: Story = {
  args: {
    label: 'Address (street, house number, flat, building name and any delivery notes)',
    type: 'text',
    placeholder: undefined,
    defaultValue: ' 221B Baker Street',
    error: 'address must not start or end with spaces, and must be between 2 and 250 characters long',
    hint: 'Use the address shown on the utility bill you will upload for verification.',
  },
};

export const MobileWidth: Story = {
  args: { error: 'required', required: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
