import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const Star = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />
  </svg>
);

const meta = {
  title: 'Primitives/Button',
  parameters: {
    docs: {
      description: {
        component: [
          'The standard action button (and `ButtonLink`, a link with the look of a button).',
          '',
          '### Usage',
          "Use for an action on the current view: Deposit, Place bet, Save, Sign In. For a way on to another page use `ButtonLink`, so it works before the page's code loads and opens in a new tab on request.",
          '',
          '- **Do** use one `primary` button per view, for its main action (Deposit, Place bet); the rest `secondary`, `outline` or `ghost`.',
          '- **Do** set `loading` while the request runs: it shows a spinner, sets `aria-busy` and ignores further presses, so a bet or payment is not sent twice.',
          "- **Do** write the label as the action ('Withdraw €50', 'Claim bonus'), not 'OK' or 'Click here'.",
          "- **Don't** use `danger` for anything but destructive actions (Forfeit bonus, Close account, self-exclusion).",
          "- **Don't** use an icon-only `Button`: use `IconButton`, which requires an accessible name.",
          "- **Don't** rely on `disabled` alone to explain why an action is blocked: say why next to it (e.g. a `Notice`).",
        ].join('\n'),
      },
    },
  },
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    children: { control: 'text', description: 'The label: the action, e.g. Deposit.' },
    startIcon: {
      control: false,
      description: 'An icon element before the label (mark the SVG `aria-hidden`); see WithIcons.',
    },
    endIcon: {
      control: false,
      description: 'An icon element after the label (mark the SVG `aria-hidden`); see WithIcons.',
    },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    fullWidth: { control: 'boolean' },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {(['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = { args: { startIcon: <Star />, endIcon: <Star />, children: 'Favourites' } };

export const Loading: Story = {
  args: { loading: true, children: 'Sign In' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Deposit' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { children: 'Claim your first-time deposit bonus of 100% up to €500 today', fullWidth: true },
};

export const MobileWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** `ButtonLink`: a way on to another page, with the look of a button (it works before the page's code loads). */
export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#home" variant="outline">
      Go to the home page
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to the home page' });
    await expect(link).toHaveAttribute('href', '#home');
  },
};
