import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../private/storySamples';
import { Prose } from '../Prose';
import { BonusDetails } from './BonusDetails';

const meta = {
  title: 'Patterns/BonusDetails',
  parameters: {
    docs: {
      description: {
        component: [
          "The details of one bonus: image, type, name, offer, a list of facts, a description and 'Avail Bonus'.",
          '',
          '### Usage',
          "Use as the content of a bonus's page or modal, opened from a `PromoCard`'s 'Get Info'.",
          '',
          '- **Do** list the facts that matter before claiming in `fields`: minimum deposit, wagering, validity, code.',
          '- **Do** set `availLoading` while the claim is sent so it is not sent twice.',
          '- **Do** put the full terms as `Prose` in `children`.',
          "- **Don't** offer 'Avail Bonus' (`onAvail`) to a player who cannot take it (self-excluded, market without bonuses).",
        ].join('\n'),
      },
    },
  },
  component: BonusDetails,
  argTypes: {
    name: { control: 'text' },
    typeLabel: { control: 'text' },
    offer: { control: 'text' },
    imageSrc: { control: 'text' },
    fields: { control: 'object', description: '`{ label, value }[]`, values preformatted.' },
    availLabel: { control: 'text' },
    availLoading: { control: 'boolean' },
    headingLevel: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    children: { control: 'text', description: 'The description, usually `Prose`; text here.' },
    messages: { control: 'object' },
  },
  args: {
    name: 'Welcome Bonus',
    typeLabel: 'First Time Deposit',
    offer: '100% up to € 500',
    imageSrc: sampleImage('Welcome Bonus', 280, 640, 360),
    fields: [
      { label: 'Promo code', value: 'WELCOME100' },
      { label: 'Minimum deposit', value: '€ 20' },
      { label: 'Wagering', value: '35× bonus' },
      { label: 'Valid until', value: 'December 31, 2025' },
    ],
    onAvail: fn(),
  },
} satisfies Meta<typeof BonusDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <BonusDetails {...args}>
      <Prose>
        <p>
          Double your first deposit. The bonus is credited after the deposit is confirmed and must be wagered 35 times
          within 30 days.
        </p>
        <ul>
          <li>Slots count 100% towards wagering.</li>
          <li>Table games count 10%.</li>
        </ul>
      </Prose>
    </BonusDetails>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Welcome Bonus' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Bonus' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Promo code', 'Minimum deposit', 'Wagering', 'Valid until']);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('WELCOME100');
    await expect(canvas.getByText('Table games count 10%.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Avail Bonus' }));
    await expect(args.onAvail).toHaveBeenCalledOnce();
  },
};

export const Claiming: Story = {
  args: { availLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Avail Bonus' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAvail).not.toHaveBeenCalled();
  },
};

export const CustomLabelNoFields: Story = {
  args: { fields: [], availLabel: 'Claim now', imageSrc: undefined, typeLabel: 'Reload' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Claim now' })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
