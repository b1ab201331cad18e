import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the parent', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('renders a span by default and the child element with asChild', () => {
    const { rerender } = render(<VisuallyHidden>Text</VisuallyHidden>);
    expect(screen.getByText('Text').tagName).toBe('SPAN');
    rerender(
      <VisuallyHidden asChild>
        <label htmlFor="x">Label</label>
      </VisuallyHidden>,
    );
    const label = screen.getByText('Label');
    expect(label.tagName).toBe('LABEL');
    expect(label.style.position).toBe('absolute');
  });
});
