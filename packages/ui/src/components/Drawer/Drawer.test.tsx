import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { overlayBackdrop } from '../../private/overlay.css';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from '.';
import type { DrawerContentProps, DrawerProps } from '.';

function Menu({
  side,
  width,
  hideTitle,
  messages,
  ...root
}: DrawerProps & Pick<DrawerContentProps, 'side' | 'width' | 'hideTitle' | 'messages'>) {
  return (
    <Drawer {...root}>
      <DrawerTrigger aria-label="Open menu">☰</DrawerTrigger>
      <DrawerContent title="Menu" side={side} width={width} hideTitle={hideTitle} messages={messages}>
        <DrawerClose>Profile Dashboard</DrawerClose>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens from its trigger as a dialog named by its title, focus on the close button', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(<Menu defaultOpen hideTitle />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Menu' }).parentElement).not.toHaveAttribute('role', 'dialog');
  });

  it('closes on Escape, the close button and DrawerClose, giving focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} messages={{ close: 'Menü schließen' }} />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Profile Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true, false, true, false]);
  });

  it('closes when the overlay is clicked', async () => {
    render(<Menu defaultOpen />);
    const overlay = document.querySelector(`.${overlayBackdrop}`);
    expect(overlay).toHaveAttribute('data-state', 'open');
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('slides from the chosen side at the chosen width', () => {
    render(<Menu defaultOpen side="right" width="24rem" />);
    const drawer = screen.getByRole('dialog');
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(drawer.getAttribute('style')).toContain('24rem');
  });
});
