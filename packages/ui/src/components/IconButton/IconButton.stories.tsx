import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const Close = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

const Heart = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 21s-7.5-4.6-10-9.3C.4 8.5 2.3 4.5 6 4.5c2.3 0 3.8 1.4 6 3.6 2.2-2.2 3.7-3.6 6-3.6 3.7 0 5.6 4 4 7.2C19.5 16.4 12 21 12 21z" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton',
  parameters: {
    docs: {
      description: {
        component: [
          'A square button holding only an icon, named by its `label`.',
          '',
          '### Usage',
          'Use for compact, well-known actions: close, clear, show password, settings, remove a selection.',
          '',
          "- **Do** give it a `label` that says the action ('Remove Arsenal, Arsenal - Chelsea'): it is the only name a screen reader gets.",
          '- **Do** use a widely understood icon; add a `Tooltip` when it is not obvious.',
          "- **Don't** use it for the main action of a view: use a `Button` with text.",
        ].join('\n'),
      },
    },
  },
  component: IconButton,
  args: { label: 'Close', icon: <Close />, onClick: fn() },
  argTypes: {
    label: { control: 'text' },
    icon: { control: false, description: 'An icon element (hidden from assistive technology).' },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    disabled: { control: 'boolean' },
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['primary', 'secondary', 'outline', 'ghost', 'danger'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small" />
      <IconButton {...args} size="md" label="Medium" />
      <IconButton {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().width).toBe(32);
    await expect(canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().width).toBe(48);
  },
};

export const Toggle: Story = {
  args: { label: 'Favourite', icon: <Heart />, 'aria-pressed': true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Favourite', pressed: true })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Favourite', icon: <Heart /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
