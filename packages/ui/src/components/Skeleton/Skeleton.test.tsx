import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';
import { SkeletonText } from './SkeletonText';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes numbers as pixels and strings as CSS lengths', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />);
    const style = (container.firstChild as HTMLElement).getAttribute('style') ?? '';
    expect(style).toContain('120px');
    expect(style).toContain('2rem');
  });
});

describe('SkeletonText', () => {
  it('draws the given number of hidden lines, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={3} lastLineWidth="40%" />);
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper.children).toHaveLength(3);
    expect(wrapper.children[2]?.getAttribute('style')).toContain('40%');
    expect(wrapper.children[0]?.getAttribute('style')).toContain('100%');
  });

  it('draws at least one full line', () => {
    const { container } = render(<SkeletonText lines={0} />);
    const wrapper = container.firstChild as HTMLElement;
    expect(wrapper.children).toHaveLength(1);
    expect(wrapper.children[0]?.getAttribute('style')).toContain('100%');
  });
});
