import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, with the icon hidden', () => {
    render(<IconButton label="Clear search" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'Clear search' });
    expect(button).toHaveAttribute('aria-label', 'Clear search');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <IconButton label="Close" icon={<svg />} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('forwards the ref and button props', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(<IconButton ref={ref} label="Favourite" icon={<svg />} aria-pressed={false} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite', pressed: false }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
