import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const icon = (d: string) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  argTypes: {
    pages: { control: 'object' },
    supportLinks: { control: 'object' },
    bottomLinks: { control: 'object' },
    social: { control: false, description: 'Links with icon elements (see the stories).' },
    subscribing: { control: 'boolean' },
    subscribeMessage: { control: 'text' },
    subscribeError: { control: 'text' },
    copyrightYear: { control: { type: 'number', step: 1 } },
    brand: { control: 'text' },
    messages: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The site footer: pages, support links, social icons and a newsletter form in columns, then the bottom links and the copyright line.',
          '',
          '### Usage',
          'Use once on every player-site page.',
          '',
          '- **Do** include the legally required links and marks for the market (licence, responsible gaming, 18+).',
          '- **Do** translate every text through `messages`.',
          "- **Don't** put primary actions (Deposit, Sign Up) in the footer.",
        ].join('\n'),
      },
    },
    layout: 'fullscreen',
  },
  args: {
    pages: [
      { href: '/pages?pageId=1', label: 'About us' },
      { href: '/pages?pageId=2', label: 'Privacy policy' },
      { href: '/pages?pageId=3', label: 'Responsible gaming' },
    ],
    supportLinks: [
      { href: '#faqs', label: 'Faqs' },
      { href: '#support', label: 'Support' },
    ],
    social: [
      {
        href: 'https://facebook.com/casino',
        label: 'Casino on Facebook',
        icon: icon('M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z'),
      },
      {
        href: 'https://instagram.com/casino',
        label: 'Casino on Instagram',
        icon: icon('M4 4h16v16H4zM12 8a4 4 0 1 0 0 8a4 4 0 0 0 0-8z'),
      },
      { href: 'https://x.com/casino', label: 'Casino on X', icon: icon('M4 4l16 16M20 4L4 20') },
    ],
    bottomLinks: [
      { href: '#affiliate', label: 'Affiliate program' },
      { href: '#terms', label: 'Terms & conditions' },
      { href: '#bonus-terms', label: 'Bonus terms & conditions' },
    ],
    brand: 'Casino',
    onSubscribe: fn(),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Information' })).toBeVisible();
    await expect(canvas.getByText('© 2023 Casino')).toBeVisible();
    const social = canvas.getByRole('link', { name: 'Casino on Instagram' });
    await expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'player@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('player@example.com');
  },
};

/** Wired like the app: subscribing, then a success message. */
function Subscribing(args: SiteFooterProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  return (
    <SiteFooter
      {...args}
      subscribing={state === 'busy'}
      subscribeMessage={state === 'done' ? 'Thanks for subscribing!' : undefined}
      onSubscribe={(email) => {
        args.onSubscribe?.(email);
        setState('busy');
        setTimeout(() => setState('done'), 50);
      }}
    />
  );
}

export const SubscribeSuccess: Story = {
  render: (args) => <Subscribing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'player@example.com{Enter}');
    await expect(await canvas.findByText('Thanks for subscribing!')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks for subscribing!');
  },
};

export const SubscribeError: Story = {
  args: { subscribeError: 'Enter a valid e-mail address' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'E-mail address' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  },
};

export const Loading: Story = {
  args: { subscribing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('region', { name: 'Information' });
    const support = canvas.getByRole('region', { name: 'Support' });
    // One column: the support column sits below the pages column.
    await expect(support.getBoundingClientRect().top).toBeGreaterThan(pages.getBoundingClientRect().bottom);
  },
};

export const LongLabels: Story = {
  args: {
    pages: [
      { href: '/pages?pageId=1', label: 'General terms and conditions of use for the casino and sportsbook' },
      { href: '/pages?pageId=2', label: 'Anti-money-laundering and know-your-customer policy' },
    ],
    brand: 'Casino Royale International Entertainment Group Limited',
    copyrightYear: 2025,
    messages: { pages: 'Information and legal documents' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('© 2025 Casino Royale International Entertainment Group Limited'),
    ).toBeVisible();
  },
};
