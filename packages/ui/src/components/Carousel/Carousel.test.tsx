import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = ['One', 'Two', 'Three'];

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const renderCarousel = () =>
  render(
    <Carousel
      items={slides}
      label="Promotions"
      intervalMs={1000}
      getKey={(slide) => slide}
      renderSlide={(slide) => <p>{slide}</p>}
    />,
  );

const shown = () => screen.getAllByRole('group', { hidden: false }).map((group) => group.textContent);

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances by itself until paused, then only by its buttons and the arrow keys', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toEqual(['One']);
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['Two']);

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['Two']);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['Three']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(shown()).toEqual(['One']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowLeft' });
    expect(shown()).toEqual(['Three']);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(shown()).toEqual(['Two']);
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('never advances by itself for a visitor who prefers reduced motion', () => {
    mockReducedMotion(true);
    renderCarousel();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['One']);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' }).parentElement).toHaveAttribute('aria-live', 'polite');
  });
});
