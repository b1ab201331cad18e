import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { BonusCard } from './BonusCard';

const forfeit = fn();

const meta = {
  title: 'Patterns/BonusCard',
  parameters: {
    docs: {
      description: {
        component: [
          "A bonus of the player's dashboard: an offer with its code and copy button (My Promo Offers, Bonuses), the bonus in progress with its cleared gauge, or a used one with its amounts.",
          '',
          '### Usage',
          "Use in the dashboard's bonus lists, one card per bonus.",
          '',
          '- **Do** show the wagering cleared with `progress` and the terms as `details` (amounts formatted by the app).',
          "- **Do** give a `status` chip whose text says the state ('Active', 'Expired'), not only its colour.",
          "- **Do** put 'Forfeit bonus' in `actions` as a `danger` button that asks for confirmation.",
          "- **Don't** use it for the public promotions list: use `PromoCard`; for one bonus's page use `BonusDetails`.",
        ].join('\n'),
      },
    },
  },
  component: BonusCard,
  argTypes: {
    name: { control: 'text' },
    imageSrc: { control: 'text' },
    description: { control: 'text' },
    code: { control: 'text' },
    status: { control: 'object', description: "`{ label, tone }`, e.g. `{ label: 'Active', tone: 'success' }`." },
    progress: { control: 'object', description: '`{ value: 0..100, label }` for the gauge.' },
    details: { control: 'object', description: '`{ label, value }[]`, values preformatted.' },
    actions: { control: false, description: 'Buttons (see the stories).' },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    messages: { control: 'object' },
  },
  args: { name: 'Reload Boost', onCopyCode: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Promo, Offers: image, offer line, type, and the code with its copy button. */
export const Offer: Story = {
  args: {
    imageSrc: null,
    description: 'Get 50% up to €200 as a bonus on your first deposit!',
    details: [{ label: 'Bonus type', value: 'Reload' }],
    code: 'RELOAD50',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Reload Boost' })).toBeVisible();
    await expect(canvas.getByText('Use code at deposit')).toBeVisible();
    await expect(canvas.getByText('RELOAD50')).toBeVisible();
    const copy = canvas.getByRole('button', { name: 'Copy code' });
    await expect(copy).toHaveAccessibleDescription('Reload Boost');
    await userEvent.click(copy);
    await expect(args.onCopyCode).toHaveBeenCalledWith('RELOAD50');
  },
};

/** My Promo, In Progress: the status chip and the share of the wagering cleared. */
export const InProgress: Story = {
  args: {
    status: { label: 'Active', tone: 'success' },
    progress: { value: 42.5, label: 'Cleared' },
    details: [
      { label: 'Amount wagered', value: '€212.50' },
      { label: 'Bonus type', value: 'Reload' },
      { label: 'Code', value: 'RELOAD50' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gauge = canvas.getByRole('progressbar', { name: 'Cleared' });
    await expect(gauge).toHaveAttribute('aria-valuenow', '42.5');
    await expect(gauge).toHaveAttribute('aria-valuetext', '42.50%');
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Amount wagered')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The bonus in progress with what is left to wager and the action that ends it early. */
export const InProgressWithForfeit: Story = {
  args: {
    status: { label: 'Active', tone: 'success' },
    progress: { value: 12.34, label: 'Cleared' },
    details: [
      { label: 'Bonus money', value: '€100.00' },
      { label: 'Amount wagered', value: '€370.20' },
      { label: 'Wagering left', value: '€2,629.80' },
    ],
    actions: (
      <Button variant="danger" size="sm" onClick={forfeit}>
        Forfeit bonus
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Reload Boost' });
    await expect(within(card).getByText('Wagering left')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Forfeit bonus' }));
    await expect(forfeit).toHaveBeenCalledOnce();
  },
};

export const Cleared: Story = {
  args: {
    status: { label: 'Active', tone: 'success' },
    progress: { value: 100, label: 'Cleared' },
    details: [{ label: 'Amount wagered', value: '€2,500.00' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Cleared' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  },
};

/** My Promo, Used: a history card with its amounts. */
export const Used: Story = {
  args: {
    status: { label: 'Completed', tone: 'neutral' },
    details: [
      { label: 'Deposit amount', value: '€50.00' },
      { label: 'Matched amount', value: '€25.00' },
      { label: 'Bonus type', value: 'Reload' },
      { label: 'Code', value: 'RELOAD50' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Matched amount')).toBeVisible();
    await expect(canvas.getByText('€25.00')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    name: 'The extraordinarily generous weekend reload bonus for our most loyal players',
    imageSrc: null,
    code: 'WEEKEND25-LOYALTY-EXTRA',
    messages: { useCodeAtDeposit: 'Code bei der Einzahlung verwenden', copyCode: 'Code kopieren' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Code kopieren' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Offer,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
