import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleBackground } from '../../private/storySamples';
import { Carousel } from './Carousel';

interface Banner {
  id: number;
  title: string;
  hue: number;
}

const banners: Banner[] = [
  { id: 1, title: 'Welcome bonus', hue: 40 },
  { id: 2, title: 'Weekend reload', hue: 200 },
  { id: 3, title: 'Free spins Friday', hue: 300 },
];

const meta = {
  title: 'Patterns/Carousel',
  component: Carousel<Banner>,
  args: {
    items: banners,
    label: 'Promotions',
    getKey: (banner: Banner) => banner.id,
    renderSlide: (banner: Banner) => (
      <div
        style={{
          height: 220,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontSize: 28,
          background: sampleBackground(banner.hue),
        }}
      >
        {banner.title}
      </div>
    ),
  },
} satisfies Meta<typeof Carousel<Banner>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Rotates by itself (unless reduced motion is asked for); pause, arrows, picker and arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: 'Slide 2 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: 'Slide 3 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
  },
};

/** Without rotation (interval 0) there is no pause button and changes are announced. */
export const Manual: Story = { args: { intervalMs: 0 } };
