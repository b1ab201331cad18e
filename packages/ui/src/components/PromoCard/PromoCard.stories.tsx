import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../private/storySamples';
import { PromoCard } from './PromoCard';

const meta = {
  title: 'Patterns/PromoCard',
  parameters: {
    docs: {
      description: {
        component: [
          "One bonus in the promotions list: image, type, name, offer line and a 'Get Info' action, described by the name so a list of cards has distinguishable actions.",
          '',
          '### Usage',
          'Use on the public promotions page, one card per offer, opening `BonusDetails`.',
          '',
          "- **Do** keep the offer line short and exact ('100% up to €500'); terms go in the details.",
          '- **Do** set `priority` on the cards of the first screen only.',
          "- **Don't** show offers the player's market does not allow, or to a self-excluded player.",
        ].join('\n'),
      },
    },
  },
  component: PromoCard,
  argTypes: {
    name: { control: 'text' },
    typeLabel: { control: 'text' },
    offer: { control: 'text' },
    imageSrc: { control: 'text' },
    href: { control: 'text' },
    priority: { control: 'boolean' },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    messages: { control: 'object' },
  },
  args: {
    name: 'Welcome Bonus',
    typeLabel: 'First Time Deposit',
    offer: '100% up to € 500',
    imageSrc: sampleImage('Welcome Bonus', 280, 640, 360),
    onGetInfo: fn(),
  },
  // Stories that lay out several get `parameters: { maxWidth: 'none' }`.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as string | undefined) ?? 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Welcome Bonus' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Welcome Bonus' })).toBeVisible();
    await expect(within(card).getByText('First Time Deposit')).toBeVisible();
    await expect(within(card).getByText('100% up to € 500')).toBeVisible();
    const button = within(card).getByRole('button', { name: 'Get Info' });
    await expect(button).toHaveAccessibleDescription('Welcome Bonus');
    await userEvent.click(button);
    await expect(args.onGetInfo).toHaveBeenCalledOnce();
  },
};

export const AsLink: Story = {
  args: {
    href: '/bonus-details',
    onGetInfo: undefined,
    typeLabel: 'Reload',
    name: 'Weekend Reload',
    offer: '50% up to $ 200',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Info' });
    await expect(link).toHaveAttribute('href', '/bonus-details');
    await expect(link).toHaveAccessibleDescription('Weekend Reload');
  },
};

export const WithoutImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { imageSrc: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    name: 'Mega Midweek Reload Bonus for Slots, Table Games and Live Casino Players',
    offer: '150% up to € 1,500 on your third and fourth deposits',
  },
};

/** The promotions list: cards in a responsive grid. */
export const List: Story = {
  parameters: { maxWidth: 'none' },
  render: (args) => (
    <ul
      aria-label="Promotions"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {[
        { name: 'Welcome Bonus', typeLabel: 'First Time Deposit', offer: '100% up to € 500', hue: 280 },
        { name: 'Weekend Reload', typeLabel: 'Reload', offer: '50% up to € 200', hue: 20 },
        { name: 'Crypto Boost', typeLabel: 'Reload', offer: '25% up to $ 100', hue: 150 },
      ].map((bonus) => (
        <li key={bonus.name}>
          <PromoCard {...args} {...bonus} imageSrc={sampleImage(bonus.name, bonus.hue, 640, 360)} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Get Info' });
    await expect(buttons.map((button) => button.getAttribute('aria-describedby'))).toHaveLength(3);
    await expect(buttons[1]).toHaveAccessibleDescription('Weekend Reload');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
