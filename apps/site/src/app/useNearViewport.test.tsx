import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Row({ later }: { later: boolean }) {
  const [near, setNear] = useState(!later);
  const ref = useNearViewport<HTMLDivElement>(!near, () => setNear(true));
  return <div ref={ref}>{near ? 'games' : 'placeholder'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the first screen needs at once, and the rest once it comes near the viewport', () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    render(
      <>
        <Row later={false} />
        <Row later />
      </>,
    );
    expect(screen.getAllByText(/games|placeholder/).map((element) => element.textContent)).toEqual([
      'games',
      'placeholder',
    ]);
    expect(observe).toHaveBeenCalledTimes(1);
    // Still far below.
    act(() => report?.([{ isIntersecting: false, boundingClientRect: { bottom: 2000 } as DOMRectReadOnly }]));
    expect(screen.getByText('placeholder')).toBeTruthy();
    // Scrolled near it.
    act(() => report?.([{ isIntersecting: true, boundingClientRect: { bottom: 900 } as DOMRectReadOnly }]));
    expect(screen.getAllByText('games')).toHaveLength(2);
  });

  it('counts a row the page jumped past as near, and everything as near without IntersectionObserver', () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    const { unmount } = render(<Row later />);
    act(() => report?.([{ isIntersecting: false, boundingClientRect: { bottom: -50 } as DOMRectReadOnly }]));
    expect(screen.getByText('games')).toBeTruthy();
    unmount();

    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row later />);
    expect(screen.getByText('games')).toBeTruthy();
  });
});
