import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the chosen element otherwise', () => {
    const { rerender } = render(<Text>Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('P');
    rerender(<Text as="strong">Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('STRONG');
  });

  it('passes attributes, class names and the ref through', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text ref={ref} as="time" dateTime="2024-03-04" className="extra">
        March 4, 2024
      </Text>,
    );
    const time = screen.getByText('March 4, 2024');
    expect(time).toHaveAttribute('datetime', '2024-03-04');
    expect(time).toHaveClass('extra');
    expect(ref.current).toBe(time);
  });

  it('changes its classes with the tone', () => {
    const { rerender } = render(<Text tone="success">Won</Text>);
    const success = screen.getByText('Won').className;
    rerender(<Text tone="danger">Won</Text>);
    expect(screen.getByText('Won').className).not.toBe(success);
  });
});
