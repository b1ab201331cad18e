import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '.';
import type { DialogContentProps, DialogProps } from '.';

function SignIn(props: DialogProps & Pick<DialogContentProps, 'hideClose' | 'messages'>) {
  const { hideClose, messages, ...root } = props;
  return (
    <Dialog {...root}>
      <DialogTrigger>Sign In</DialogTrigger>
      <DialogContent hideClose={hideClose} messages={messages}>
        <DialogTitle>Sign In</DialogTitle>
        <DialogDescription>Welcome back.</DialogDescription>
        <label htmlFor="email">Email</label>
        <input id="email" type="email" />
        <DialogFooter>
          <DialogClose variant="ghost">Cancel</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named and described, with focus inside', async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription('Welcome back.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<SignIn />);
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from the close icon button and from a DialogClose', async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the close button name from messages and can leave the button out', async () => {
    const { unmount } = render(<SignIn defaultOpen messages={{ close: 'Schließen' }} />);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    unmount();
    render(<SignIn defaultOpen hideClose />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('reports open changes but follows the open prop when controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<SignIn open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<SignIn open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
