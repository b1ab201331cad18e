import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders a div by default and passes attributes and the ref through', () => {
    const ref = createRef<HTMLElement>();
    render(<Inline ref={ref} data-testid="row" aria-label="Quick amounts" />);
    const row = screen.getByTestId('row');
    expect(row.tagName).toBe('DIV');
    expect(row).toHaveAttribute('aria-label', 'Quick amounts');
    expect(ref.current).toBe(row);
  });

  it('renders the chosen element', () => {
    render(
      <Inline as="nav" aria-label="Footer">
        <a href="#faqs">Faqs</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toContainElement(screen.getByRole('link'));
  });

  it('adds breakpoint classes when it collapses below a breakpoint', () => {
    const { rerender } = render(<Inline data-testid="row" />);
    const plain = screen.getByTestId('row').className.split(' ').length;
    rerender(<Inline data-testid="row" collapseBelow="desktop" />);
    expect(screen.getByTestId('row').className.split(' ').length).toBeGreaterThan(plain);
  });
});
