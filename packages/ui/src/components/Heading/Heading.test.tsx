import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the element of its level', () => {
    render(
      <>
        <Heading level={1}>Casino</Heading>
        <Heading level={4}>Slots</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' }).tagName).toBe('H1');
    expect(screen.getByRole('heading', { level: 4, name: 'Slots' }).tagName).toBe('H4');
  });

  it('takes a visual size apart from the level', () => {
    const { rerender } = render(<Heading level={1}>Title</Heading>);
    const byLevel = screen.getByRole('heading').className;
    rerender(
      <Heading level={1} size="sm">
        Title
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 1 }).className).not.toBe(byLevel);
    rerender(<Heading level={6}>Title</Heading>);
    expect(screen.getByRole('heading', { level: 6 }).className).toBe(screen.getByRole('heading').className);
  });

  it('passes attributes and the ref through', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading ref={ref} level={2} id="promotions">
        Promotions
      </Heading>,
    );
    expect(ref.current).toHaveAttribute('id', 'promotions');
  });
});
