import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitEditor } from './LimitEditor';

const meta = {
  title: 'Patterns/LimitEditor',
  parameters: {
    docs: {
      description: {
        component: [
          'One limit kind with its day, week and month windows: a free-text amount for each, what is used and left, Save and Remove, and a pending loosening change with the time it can be confirmed. Presentational: the app validates the amount and sends it.',
          '',
          '### Usage',
          "Use on the responsible-gaming page, once per limit kind: deposit, loss and wager limits in money (`unit.kind: 'money'`), session time in minutes.",
          '',
          '- **Do** pass every window the regulation offers (day, week, month) with what is `used` and `left`, formatted.',
          '- **Do** show a loosening change (higher or removed) as `pending` with its `until` time; Confirm enables only when `confirmable`.',
          "- **Do** set `busy` to the window being saved and put platform errors on that window's `error`.",
          "- **Don't** apply an increase or removal at once in the app: only tightening is immediate.",
          "- **Don't** hard-code the legend or texts: pass them through `title`/`messages`.",
        ].join('\n'),
      },
    },
  },
  component: LimitEditor,
  argTypes: {
    title: { control: 'text' },
    limits: {
      control: 'object',
      description: '`{ period, amount, used, left, pending?: { amount, until, confirmable }, error? }[]`.',
    },
    unit: { control: 'object', description: "`{ kind: 'money', symbol }` or `{ kind: 'minutes', label }`." },
    busy: { control: 'select', options: [null, 'day', 'week', 'month'] },
    messages: {
      control: 'object',
      description: 'Texts over `defaultLimitEditorMessages`; the usage texts are functions, set in code.',
    },
  },
  args: {
    title: 'Deposit limit',
    unit: { kind: 'money', symbol: '€' },
    onChange: fn(),
    onConfirm: fn(),
    limits: [
      { period: 'day', amount: '50.00', used: '€20.00', left: '€30.00' },
      { period: 'week', amount: null, used: '€20.00', left: null },
      { period: 'month', amount: null, used: '€120.00', left: null },
    ],
  },
} satisfies Meta<typeof LimitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A daily limit in force, none for the week and month: set one, change one, remove one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Deposit limit' })).toBeInTheDocument();
    const day = canvas.getByRole('textbox', { name: 'Per day' });
    await expect(day).toHaveValue('50.00');
    await expect(day).toHaveAccessibleDescription('Used €20.00 · Left €30.00');
    const week = canvas.getByRole('form', { name: 'Deposit limit: Per week' });
    await userEvent.type(within(week).getByRole('textbox', { name: 'Per week' }), ' 200 ');
    await userEvent.click(within(week).getByRole('button', { name: 'Save' }));
    await expect(args.onChange).toHaveBeenCalledWith('week', '200');
    // Only a window with a limit can be removed.
    await expect(within(week).queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Deposit limit: Per day' })).getByRole('button', { name: 'Remove' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('day', null);
  },
};

/** A raise waiting for its 24-hour cooling-off: Confirm stays disabled. */
export const PendingIncrease: Story = {
  args: {
    limits: [
      {
        period: 'day',
        amount: '50.00',
        used: '€20.00',
        left: '€30.00',
        pending: { amount: '€100.00', until: '25 Nov 2026, 14:05', confirmable: false },
      },
      { period: 'week', amount: null, used: '€20.00', left: null },
      { period: 'month', amount: null, used: '€20.00', left: null },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Change to €100.00 pending until 25 Nov 2026, 14:05');
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The cooling-off has passed: the player confirms the change. */
export const Confirmable: Story = {
  args: {
    limits: [
      {
        period: 'week',
        amount: '200.00',
        used: '€20.00',
        left: '€180.00',
        pending: { amount: null, until: '25 Nov 2026, 14:05', confirmable: true },
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Removal pending until 25 Nov 2026, 14:05');
    // A removal already pending cannot be asked for again.
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('week');
  },
};

/** A field error from validation or from the platform. */
export const WithError: Story = {
  args: {
    limits: [
      { period: 'day', amount: null, used: '€0.00', left: null, error: 'Enter an amount above 0' },
      { period: 'week', amount: null, used: '€0.00', left: null },
      { period: 'month', amount: null, used: '€0.00', left: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Per day' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining('Enter an amount above 0'));
  },
};

/** The daily play-time limit, in minutes. */
export const PlayTime: Story = {
  args: {
    title: 'Play-time limit',
    unit: { kind: 'minutes', label: 'min' },
    limits: [{ period: 'day', amount: '90', used: '35 min', left: '55 min' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Per day' })).toHaveValue('90');
    await expect(within(canvasElement).getByText('min')).toBeInTheDocument();
  },
};

/** A change being sent: its buttons are busy, the other windows wait. */
export const Busy: Story = {
  args: { busy: 'day' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Per week' })).toBeDisabled();
    await expect(
      within(canvas.getByRole('form', { name: 'Deposit limit: Per day' })).getByRole('button', { name: 'Save' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  args: PendingIncrease.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};
