import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders a div by default and passes attributes and the ref through', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack ref={ref} data-testid="stack" className="extra">
        <p>One</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveClass('extra');
    expect(ref.current).toBe(stack);
  });

  it('renders the chosen element, keeping list semantics', () => {
    render(
      <Stack as="ul">
        <li>Slots</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('listitem'));
  });

  it('gives different gaps different classes, and responsive gaps one class per breakpoint', () => {
    const { rerender } = render(<Stack data-testid="stack" gap="sm" />);
    const small = screen.getByTestId('stack').className;
    rerender(<Stack data-testid="stack" gap="xl" />);
    expect(screen.getByTestId('stack').className).not.toBe(small);
    rerender(<Stack data-testid="stack" gap={{ base: 'sm', desktop: 'xl' }} />);
    expect(screen.getByTestId('stack').className.split(' ').length).toBe(small.split(' ').length + 1);
  });
});
