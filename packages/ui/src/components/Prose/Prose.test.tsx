import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Prose } from '.';

describe('Prose', () => {
  it('renders the given HTML as it is', () => {
    render(<Prose html={'<h2>Rules</h2><p>Read <a href="/terms">the terms</a>.</p>'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the terms' })).toHaveAttribute('href', '/terms');
  });

  it('renders children when no HTML is given', () => {
    render(
      <Prose>
        <p>Plain content</p>
      </Prose>,
    );
    expect(screen.getByText('Plain content')).toBeInTheDocument();
  });

  it('prefers html over children', () => {
    render(<Prose html="<p>From the CMS</p>">Ignored</Prose>);
    expect(screen.getByText('From the CMS')).toBeInTheDocument();
    expect(screen.queryByText('Ignored')).not.toBeInTheDocument();
  });

  it('renders the chosen element with extra classes, attributes and the ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Prose ref={ref} as="article" aria-label="Terms" className="extra" html="<p>x</p>" />);
    const article = screen.getByRole('article', { name: 'Terms' });
    expect(article).toHaveClass('extra');
    expect(article.className.split(' ').length).toBeGreaterThan(1);
    expect(ref.current).toBe(article);
  });
});
