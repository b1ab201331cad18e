import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityStatement, type ActivityStatementRow } from './ActivityStatement';

const rows: ActivityStatementRow[] = [
  { window: 'day', deposits: '€50.00', withdrawals: '€0.00', stakes: '€30.00', winnings: '€12.00', net: '−€18.00' },
  {
    window: 'week',
    deposits: '€150.00',
    withdrawals: '€40.00',
    stakes: '€210.00',
    winnings: '€230.50',
    net: '+€20.50',
  },
  {
    window: 'month',
    deposits: '€400.00',
    withdrawals: '€40.00',
    stakes: '€820.00',
    winnings: '€700.00',
    net: '−€120.00',
  },
  {
    window: 'all',
    deposits: '€1,250.00',
    withdrawals: '€600.00',
    stakes: '€3,400.00',
    winnings: '€2,950.00',
    net: '−€450.00',
  },
];

const meta = {
  title: 'Patterns/ActivityStatement',
  parameters: {
    docs: {
      description: {
        component: [
          'Deposits, withdrawals, stakes, winnings and net position over the last 24 hours, 7 days, 30 days and since the account opened: a table with column and row headers; on phones each window is a card.',
          '',
          '### Usage',
          'Use on the responsible-gaming / account page where the player (and the regulator) expects the activity statement.',
          '',
          '- **Do** pass amounts computed from the ledger and formatted, `net` with its sign.',
          '- **Do** set `loading` while the figures load (skeleton rows keep the layout).',
          '- **Do** use `hideCaption` only when a heading above says the same.',
          "- **Don't** round or compute figures in the UI, or show a net without its sign.",
        ].join('\n'),
      },
    },
  },
  component: ActivityStatement,
  argTypes: {
    rows: { control: 'object', description: 'One row per window (day, week, month, all), figures preformatted.' },
    loading: { control: 'boolean' },
    hideCaption: { control: 'boolean' },
    messages: { control: 'object' },
  },
  args: { rows },
} satisfies Meta<typeof ActivityStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four windows, a column per figure. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Activity statement' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Period', 'Deposits', 'Withdrawals', 'Stakes', 'Winnings', 'Net position']);
    const week = within(table).getByRole('row', { name: /Last 7 days/ });
    await expect(week).toHaveTextContent('+€20.50');
  },
};

/** A new account: every figure is zero. */
export const Empty: Story = {
  args: {
    rows: (['day', 'week', 'month', 'all'] as const).map((window) => ({
      window,
      deposits: '€0.00',
      withdrawals: '€0.00',
      stakes: '€0.00',
      winnings: '€0.00',
      net: '€0.00',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** On phones each window is a card with its labels. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Since you joined')).toBeVisible();
  },
};
