import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  parameters: {
    docs: {
      description: {
        component: [
          'Content for assistive technology only: invisible, but still in the accessibility tree.',
          '',
          '### Usage',
          "Use for text a screen reader needs that sighted players get from the layout: 'Odds went up' beside an arrow, a table's context.",
          '',
          '- **Do** keep the hidden text short and translated.',
          "- **Don't** hide focusable controls with it, or use it to stuff keywords.",
        ].join('\n'),
      },
    },
  },
  component: VisuallyHidden,
  argTypes: {
    children: { control: 'text' },
  },
  args: { children: 'opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  render: (args) => (
    <a href="#support" target="_blank" rel="noreferrer">
      Support <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Support opens in a new tab' })).toBeVisible();
    const hidden = canvas.getByText('opens in a new tab');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const AsChild: Story = {
  render: () => (
    <section aria-labelledby="wallet-heading">
      <VisuallyHidden asChild>
        <h2 id="wallet-heading">Wallet</h2>
      </VisuallyHidden>
      <p>€120.50</p>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Wallet' });
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('region', { name: 'Wallet' })).toBeInTheDocument();
  },
};
