import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogClose } from './DialogClose';
import { DialogContent } from './DialogContent';
import { DialogDescription } from './DialogDescription';
import { DialogFooter } from './DialogFooter';
import { DialogTitle } from './DialogTitle';
import { DialogTrigger } from './DialogTrigger';

/** A bare labelled text box, only for these stories (the form field components live elsewhere). */
function StoryField({ label, type = 'text' }: { label: string; type?: string }) {
  const id = `story-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div style={{ display: 'grid', gap: vars.space.xs }}>
      <label htmlFor={id} style={{ fontSize: vars.fontSize.sm, color: vars.color.text.secondary }}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        style={{
          padding: vars.space.sm,
          borderRadius: vars.radius.md,
          border: `1px solid ${vars.color.border.strong}`,
          background: vars.color.surface.sunken,
          color: vars.color.text.primary,
        }}
      />
    </div>
  );
}

type SignInArgs = ComponentProps<typeof Dialog> & Pick<ComponentProps<typeof DialogContent>, 'size' | 'hideClose'>;

function SignInDialog({ size, hideClose, ...rootProps }: SignInArgs) {
  return (
    <Dialog {...rootProps}>
      <DialogTrigger>Sign In</DialogTrigger>
      <DialogContent size={size} hideClose={hideClose}>
        <DialogTitle>Sign In</DialogTitle>
        <DialogDescription>Welcome back. Sign in to play and bet.</DialogDescription>
        <StoryField label="Email" type="email" />
        <StoryField label="Password" type="password" />
        <DialogFooter>
          <DialogClose variant="ghost">Cancel</DialogClose>
          <Button type="submit">Sign In</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  parameters: {
    docs: {
      description: {
        component: [
          'A modal dialog: focus is trapped inside, Escape, the close button and a click outside close it, and focus returns to the trigger. Compose with `DialogTrigger`, `DialogContent`, `DialogTitle`, `DialogDescription`, `DialogFooter` and `DialogClose`.',
          '',
          '### Usage',
          'Use for a short task or a decision that must be taken before the player goes on: confirm a withdrawal cancellation, forfeit a bonus, a back-office confirmation.',
          '',
          '- **Do** always give it a `DialogTitle` (its accessible name) and, where the decision needs it, a `DialogDescription`.',
          "- **Do** name the footer buttons by their outcome ('Forfeit bonus', 'Keep bonus'); put the main one last.",
          '- **Do** control it (`open` + `onOpenChange`) when the app opens it after an event (a session warning).',
          "- **Don't** stack dialogs, or put long forms or pages in one: use a page or a `Drawer`.",
          "- **Don't** use it for news that needs no answer: use a toast or a `Notice`.",
          "- **Don't** use it for a check the player must answer (reality check): `RealityCheckDialog` cannot be dismissed by Escape or a click outside.",
        ].join('\n'),
      },
    },
  },
  component: Dialog,
  argTypes: {
    open: { control: 'boolean' },
    defaultOpen: { control: 'boolean' },
    children: {
      control: false,
      description: 'A `DialogTrigger` and a `DialogContent` (composition: see the stories).',
    },
  },
  args: { onOpenChange: fn() },
  render: (args) => <SignInDialog {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sign In' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toHaveAccessibleDescription('Welcome back. Sign in to play and bet.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sign In' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    // Email, Password, Cancel, Sign In, Close: tabbing past the end wraps to the start.
    for (let i = 0; i < 7; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Controlled: Story = {
  render: function ControlledDialog(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>Modal is {open ? 'open' : 'closed'}</p>
        <SignInDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Modal is closed')).toBeInTheDocument();
  },
};

export const ConfirmSmall: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger variant="danger">Erase Betslip</DialogTrigger>
      <DialogContent size="sm" hideClose>
        <DialogTitle>Erase Betslip</DialogTitle>
        <DialogDescription>Are you sure you want to erase Betslip?</DialogDescription>
        <DialogFooter>
          <DialogClose variant="secondary">No</DialogClose>
          <DialogClose>Accept</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Erase Betslip' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Erase Betslip' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LargeWithLongContent: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger variant="outline">Bonus terms</DialogTrigger>
      <DialogContent size="lg">
        <DialogTitle>Bonus terms &amp; conditions</DialogTitle>
        <DialogDescription>Read these terms before you claim a bonus.</DialogDescription>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ color: vars.color.text.secondary }}>
            {i + 1}. A bonus must be wagered 35 times within 30 days before any winnings can be withdrawn. Games
            contribute differently to the wagering requirement; live casino and table games contribute 10%.
          </p>
        ))}
        <DialogFooter>
          <DialogClose>I understand</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms & conditions' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Fullscreen: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger>Deposit</DialogTrigger>
      <DialogContent size="fullscreen" aria-describedby={undefined}>
        <DialogTitle>CryptoPay payment</DialogTitle>
        <div
          style={{
            flex: 1,
            minHeight: '12rem',
            display: 'grid',
            placeItems: 'center',
            borderRadius: vars.radius.md,
            background: vars.color.surface.sunken,
            color: vars.color.text.secondary,
          }}
        >
          Payment frame
        </div>
        <DialogFooter>
          <DialogClose variant="danger">Cancel Transaction</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'CryptoPay payment' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Transaction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CustomCloseLabel: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger variant="secondary">Reset Password</DialogTrigger>
      <DialogContent size="sm" messages={{ close: 'Close reset password' }}>
        <DialogTitle>Reset Password</DialogTitle>
        <DialogDescription>Choose a new password of 8 to 150 characters.</DialogDescription>
        <StoryField label="New password" type="password" />
        <StoryField label="Confirm password" type="password" />
        <DialogFooter>
          <Button type="submit">Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileSheet: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
    if (window.matchMedia(media.mobile).matches) {
      await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
      await expect(getComputedStyle(dialog).borderRadius).toBe('0px');
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenByDefault: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};
