import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from '.';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures the trigger and the tip with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Tooltip', () => {
  it('opens on hover and describes its trigger', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Rejection Reason: Blurry document" delayDuration={0} onOpenChange={onOpenChange}>
        <button type="button">Rejected</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Rejected' });
    await userEvent.hover(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rejection Reason: Blurry document');
    expect(trigger).toHaveAccessibleDescription('Rejection Reason: Blurry document');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // Closing on pointer leave needs layout (Radix keeps a grace area toward the tip): see the stories.
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    render(
      <Tooltip content="Rejection Reason: Blurry document">
        <button type="button">Rejected</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Blurry document');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('works inside a shared provider and when controlled', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Reload transactions" open side="bottom">
          <button type="button">Reload</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Reload transactions');
  });
});
