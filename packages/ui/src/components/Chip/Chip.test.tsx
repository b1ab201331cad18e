import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows its text as plain content, with no role of its own', () => {
    const { container } = render(<Chip tone="success">Active</Chip>);
    expect(container).toHaveTextContent('Active');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the dot and the icon from assistive technology', () => {
    const { container, rerender } = render(
      <Chip tone="warning" dot>
        Pending
      </Chip>,
    );
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    rerender(
      <Chip tone="warning" icon={<svg data-testid="icon" />}>
        Pending
      </Chip>,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('has different classes per tone', () => {
    const { container, rerender } = render(<Chip tone="success">A</Chip>);
    const success = (container.firstChild as HTMLElement).className;
    rerender(<Chip tone="danger">A</Chip>);
    expect((container.firstChild as HTMLElement).className).not.toBe(success);
  });
});
