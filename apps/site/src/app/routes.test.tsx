import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Loaders from './loaders';
import { routes } from './routes';

// The shell's data would come from the platform: this test is about the route table alone.
vi.mock('./loaders', async (original) => ({
  ...(await original<typeof Loaders>()),
  shellData: () => new Promise(() => undefined),
}));

describe('the route table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens / without React Router warning of a leaf route without an element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => /leaf route|does not have an element/i.test(text))).toEqual([]);
    router.dispose();
  });
});
