import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './AmountField';

/** Keeps the text in state, as the deposit and withdraw forms do. */
function Controlled(props: Omit<AmountFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '20', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <AmountField {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Patterns/AmountField',
  parameters: {
    docs: {
      description: {
        component: [
          'A money amount with quick-amount buttons, for deposit and withdraw.',
          '',
          '### Usage',
          "Use wherever the player enters a sum of money to move: deposit, withdrawal, a limit set in money. The value is the text as typed (controlled); the app validates it against the method's minimum and maximum and the balance.",
          '',
          "- **Do** keep `value` as text (`'12.'` and `''` stay as typed) and convert it with the money helpers, never to a float.",
          "- **Do** offer the product's quick amounts for the flow (e.g. 20, 30, 50, 100) and pass the player's currency `symbol`.",
          "- **Do** show a failed check in `error` ('Minimum deposit is €10'): it is read out with the field.",
          "- **Don't** use it for stakes in the betslip (the `Betslip` has its own stake field and quick stakes).",
          "- **Don't** format the amount while the player types; translate the quick-amount texts through `messages`.",
        ].join('\n'),
      },
    },
  },
  component: AmountField,
  argTypes: {
    label: { control: 'text' },
    value: { control: 'text' },
    amounts: { control: 'object' },
    symbol: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
    messages: {
      control: 'object',
      description: 'Texts over `defaultAmountFieldMessages`; `quickAmount` is a function, set in code.',
    },
  },
  args: { label: 'Amount', value: '20', onValueChange: fn(), amounts: [20, 30, 50, 100], symbol: '€' },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default quick amount is pressed; another one fills the field; typing keeps the text. */
export const Default: Story = {
  render: (args) => <Controlled label={args.label} amounts={args.amounts} symbol={args.symbol} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('20');
    const group = canvas.getByRole('group', { name: 'Quick amounts' });
    await expect(within(group).getByRole('button', { name: '€20' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: '€50' }));
    await expect(input).toHaveValue('50');
    await expect(within(group).getByRole('button', { name: '€50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: '€20' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue('12.5');
    await expect(within(group).queryByRole('button', { pressed: true })).toBeNull();
  },
};

export const QuickAmountCallback: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '€100' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('100');
  },
};

export const WithError: Story = {
  args: { value: 'abc', error: 'must be a valid number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('* must be a valid number');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '€30' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
