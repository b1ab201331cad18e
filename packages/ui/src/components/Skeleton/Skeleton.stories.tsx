import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardBody, CardHeader } from '../Card';
import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';

const meta = {
  title: 'Primitives/Skeleton',
  parameters: {
    docs: {
      description: {
        component: [
          'A grey block standing in for content that is loading. Hidden from assistive technology: mark the loading region itself (`aria-busy`, or a `Spinner` with a label). The shimmer stops when the player prefers reduced motion.',
          '',
          '### Usage',
          'Use where content of a known shape is loading: a balance, a row, a card.',
          '',
          '- **Do** match the size of what will come, so nothing jumps.',
          "- **Don't** use it for actions in progress (use `Button`'s `loading` or a `Spinner`).",
        ].join('\n'),
      },
    },
  },
  component: Skeleton,
  args: { width: 240, height: 24 },
  argTypes: {
    circle: { control: 'boolean' },
    radius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl', 'pill'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    const style = getComputedStyle(block);
    await expect(style.width).toBe('240px');
    await expect(style.height).toBe('24px');
    await expect(style.animationName).not.toBe('none');
  },
};

export const Circle: Story = {
  args: { circle: true, width: 48 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(block.getBoundingClientRect().height).toBe(48);
    await expect(getComputedStyle(block).borderTopLeftRadius).toBe('50%');
  },
};

export const Radii: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['none', 'sm', 'md', 'lg', 'xl', 'pill'] as const).map((radius) => (
        <Skeleton key={radius} radius={radius} width={64} height={40} />
      ))}
    </div>
  ),
};

export const Text: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(lines).toHaveLength(4);
    const [first, last] = [lines[0] as HTMLElement, lines[3] as HTMLElement];
    await expect(last.getBoundingClientRect().width).toBeLessThan(first.getBoundingClientRect().width);
  },
};

export const LoadingCard: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }} aria-busy="true" aria-label="Bonuses loading" role="region">
      <Card>
        <CardHeader action={<Skeleton width={72} height={24} radius="pill" />}>
          <Skeleton width="70%" height={20} />
        </CardHeader>
        <CardBody>
          <Skeleton height={140} radius="md" />
          <SkeletonText lines={2} />
        </CardBody>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Bonuses loading' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByText(/./)).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { width: '100%', height: 160, radius: 'lg' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
