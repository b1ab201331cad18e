import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { TooltipProvider } from './TooltipProvider';

/**
 * A stand-in for the status chip of the transaction table (the Chip component lives elsewhere): a
 * native button styled as a chip, so keyboard users can focus it and hear the reason.
 */
const rejectedChip = (
  <button
    type="button"
    style={{
      display: 'inline-flex',
      padding: `${vars.space['2xs']} ${vars.space.sm}`,
      border: 'none',
      borderRadius: vars.radius.pill,
      background: vars.color.danger.subtle,
      color: vars.color.danger.text,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      cursor: 'help',
    }}
  >
    Rejected
  </button>
);

const ReloadIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M20 12a8 8 0 11-2.3-5.7M20 4v4h-4"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
    />
  </svg>
);

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Rejection Reason: Blurry document',
    delayDuration: 0,
    onOpenChange: fn(),
    children: rejectedChip,
  },
  argTypes: {
    content: { control: 'text' },
    delayDuration: { control: { type: 'number', min: 0, step: 100 } },
    open: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A short description that appears when the trigger is hovered or focused, and hides on Escape. Touch screens do not show it.',
          '',
          '### Usage',
          "Use to name or explain an icon-only control or a term ('What is cash out?').",
          '',
          '- **Do** keep it to a few words.',
          "- **Don't** put the only copy of essential information (bonus terms, limits, errors) in a tooltip: phones never show it.",
          "- **Don't** put links or buttons inside it.",
        ].join('\n'),
      },
    },
    layout: 'centered',
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RejectionReason: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Rejected' });
    await userEvent.hover(chip);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Rejection Reason: Blurry document');
    await expect(chip).toHaveAccessibleDescription('Rejection Reason: Blurry document');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Rejected' });
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Rejection Reason: Blurry document');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnIconButton: Story = {
  args: { content: 'Reload transactions', side: 'bottom' },
  render: (args) => (
    <Tooltip {...args}>
      <Button variant="ghost" size="sm" aria-label="Reload">
        <ReloadIcon />
      </Button>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reload' });
    button.focus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Reload transactions');
    await expect(button).toHaveAccessibleDescription('Reload transactions');
    const visible = document.querySelector<HTMLElement>('[data-side]');
    await expect(visible).toHaveAttribute('data-side', 'bottom');
    button.blur();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SharedProvider: Story = {
  render: (args) => (
    <TooltipProvider delayDuration={0}>
      <div style={{ display: 'flex', gap: vars.space.md }}>
        <Tooltip content="Rejection Reason: Blurry document">{rejectedChip}</Tooltip>
        <Tooltip content="Rejection Reason: Document expired" side={args.side}>
          <Button variant="secondary" size="sm">
            Details
          </Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Rejected' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Blurry document');
    await userEvent.hover(canvas.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Document expired'));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content:
      'Rejection Reason: The document is blurry and the expiry date cannot be read. Upload a sharp photo of the whole document.',
  },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Upload a sharp photo');
  },
};
