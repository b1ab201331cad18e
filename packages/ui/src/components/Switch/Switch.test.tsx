import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that flips when pressed (uncontrolled)', () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Announcements" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Announcements' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('follows its checked prop when controlled', () => {
    const { rerender } = render(<Switch label="Feedback" checked={false} onCheckedChange={() => undefined} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    rerender(<Switch label="Feedback" checked onCheckedChange={() => undefined} />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('describes itself and stays put when disabled', () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch label="Billing" description="Legally obligated" checked disabled onCheckedChange={onCheckedChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Billing' });
    expect(toggle).toHaveAccessibleDescription('Legally obligated');
    fireEvent.click(toggle);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
