import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStrength } from './AccountStrength';

const items = (done: number) =>
  [
    'Create an account',
    'Complete your account details',
    'Verify your e-mail address',
    'Upload a profile picture',
    'Complete KYC verification',
  ].map((label, index) => ({ id: String(index), label, done: index < done }));

const meta = {
  title: 'Patterns/AccountStrength',
  parameters: {
    docs: {
      description: {
        component: [
          'The account-strength circle with its checklist: what the player has done to complete the account (five items, 20% each).',
          '',
          '### Usage',
          'Use on the player dashboard to lead the player to finish the profile (verify e-mail, upload a profile picture, KYC).',
          '',
          '- **Do** pass `value` computed by the app from the same items, so the circle and the list agree.',
          "- **Do** word each item's `label` as what the player does ('Upload a profile picture'); done and to-do are announced, not only ticked.",
          "- **Do** set `headingLevel` to fit the page's outline.",
          "- **Don't** use it as a generic progress bar: use `CircularGauge`.",
        ].join('\n'),
      },
    },
  },
  component: AccountStrength,
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 20 } },
    items: { control: 'object', description: '`{ id, label, done }[]`, in order.' },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    messages: { control: 'object' },
  },
  args: { value: 40, items: items(2) },
} satisfies Meta<typeof AccountStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gauge = canvas.getByRole('progressbar', { name: 'Account strength' });
    await expect(gauge).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('Create an account')).toBeVisible();
    await expect(canvas.getAllByText(': done')).toHaveLength(2);
    await expect(canvas.getAllByText(': to do')).toHaveLength(3);
  },
};

export const NewAccount: Story = {
  args: { value: 20, items: items(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '20%');
  },
};

export const Complete: Story = {
  args: { value: 100, items: items(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.queryByText(': to do')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
