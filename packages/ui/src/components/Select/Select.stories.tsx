import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const providers = [
  { value: 'pragmatic', label: 'Pragmatic Play' },
  { value: 'evolution', label: 'Evolution' },
  { value: 'netent', label: 'NetEnt' },
  { value: 'playngo', label: "Play'n GO" },
];

const meta = {
  title: 'Primitives/Select',
  parameters: {
    docs: {
      description: {
        component: [
          "A labelled single-choice list on the native `<select>`: the platform gives keyboard use, screen-reader support and the phone's own picker. The ref is the `<select>`'s, so `register` works as for inputs.",
          '',
          '### Usage',
          'Use to pick one value from a known list: country, currency, language, a period filter in the back office, the system size in the betslip.',
          '',
          "- **Do** give a visible `label` and, while nothing is chosen, a `placeholder` ('Choose a country').",
          '- **Do** show problems through `error` and help through `hint` (both linked with `aria-describedby`).',
          '- **Do** translate the empty-list text through `messages.empty`.',
          "- **Don't** use it for two or three options that fit on screen (use tabs or radio-like choices), nor for on/off (use `Switch` or `Checkbox`).",
          "- **Don't** use it to navigate: a choice should never load another page by itself.",
        ].join('\n'),
      },
    },
  },
  component: Select,
  argTypes: {
    label: { control: 'text' },
    options: { control: 'object', description: '`{ value, label, disabled? }[]`, in order.' },
    placeholder: { control: 'text' },
    value: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    hideLabel: { control: 'boolean' },
    disabled: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: {
    label: 'Provider Filter',
    options: providers,
    placeholder: 'All providers',
    onValueChange: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider Filter' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'All providers', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Evolution');
    await expect(select).toHaveValue('evolution');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('evolution');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.selectOptions(select, 'All providers');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider Filter' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select.parentElement as HTMLElement).outlineStyle).toBe('solid');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider Filter' });
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
    await expect(within(select).getByRole('option', { name: 'No options available', selected: true })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    label: 'Coin',
    placeholder: 'Choose a coin',
    required: true,
    error: 'required',
    options: [
      { value: 'BTC', label: 'Bitcoin' },
      { value: 'ETH', label: 'Ethereum' },
      { value: 'USDT', label: 'Tether' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Coin' });
    await expect(canvas.getByText('* required')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('* required');
    await expect(select).toBeRequired();
    await expect(within(select).getByRole('option', { name: 'Choose a coin' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'netent' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Provider Filter' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('netent');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Fee level',
    placeholder: undefined,
    hint: 'A higher fee confirms faster.',
    options: [
      { value: 'low', label: 'Low (0.0001 BTC)' },
      { value: 'medium', label: 'Medium (0.0002 BTC)' },
      { value: 'high', label: 'High (0.0004 BTC)', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Fee level' });
    await expect(select).toHaveValue('low');
    await expect(select).toHaveAccessibleDescription('A higher fee confirms faster.');
    await expect(within(select).getByRole('option', { name: 'High (0.0004 BTC)' })).toBeDisabled();
  },
};

function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear filter
      </button>
      <output>{value || 'none'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Provider Filter' });
    await userEvent.selectOptions(select, 'NetEnt');
    await expect(canvas.getByRole('status')).toHaveTextContent('netent');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('none');
  },
};

export const LongText: Story = {
  args: {
    label: 'Network used to send the withdrawal to your external wallet address',
    options: [{ value: 'erc20', label: 'Ethereum (ERC-20) — slower confirmations, higher network fees in busy hours' }],
    defaultValue: 'erc20',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
