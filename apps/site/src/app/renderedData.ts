import { unstable_serialize, type Key, type Middleware, type SWRConfiguration } from 'swr';

/**
 * The data a page was rendered with on the server, keyed as SWR keys it. The server renders a
 * visitor's first screen with it (server/render.tsx); the browser hydrates that screen from the
 * same data (app/start.tsx), so the first render matches and no call is repeated before it.
 */
export type RenderedData = Record<string, unknown>;

import { RENDERED_DATA_ID } from './renderedDataId';

export { RENDERED_DATA_ID };

let fallback: RenderedData = {};
let use: Middleware[] = [];

/** What the shared SWRConfig adds: the rendered data, and on the server the call recorder. */
export function renderedDataConfig(): Pick<SWRConfiguration, 'fallback' | 'use'> {
  return { fallback, use };
}

/** The browser: start from the data the server rendered with. */
export function startFromRenderedData(data: RenderedData): void {
  fallback = data;
  use = [];
}

/** Reads the data the server wrote into the page; empty if it wrote none or it is unreadable. */
export function readRenderedData(doc: Document = document): RenderedData {
  const text = doc.getElementById(RENDERED_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as RenderedData) : {};
  } catch {
    return {};
  }
}

/** A data call a render asked for, to be made before the next render. */
export type WantedCall = () => Promise<unknown>;

/**
 * The server: renders with `data`, and notes every SWR call the render asked for that `data`
 * does not answer yet (SWR makes no calls on the server; the renderer makes them and renders
 * again).
 */
export function recordCalls(
  data: RenderedData,
  wanted: Map<string, WantedCall>,
  /** Keys left to the browser: rendered as still loading, and not asked for again. */
  leftToBrowser: ReadonlySet<string> = new Set(),
): void {
  fallback = data;
  const recorder: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key as Key);
    if (serialized && fetcher && !(serialized in data) && !leftToBrowser.has(serialized) && !wanted.has(serialized)) {
      wanted.set(serialized, () => Promise.resolve(fetcher(key as never)));
    }
    return useSWRNext(key, fetcher, config);
  };
  use = [recorder];
}

/** JSON for a `<script type="application/json">`: nothing in it can close the script element. */
export function serializeRenderedData(data: RenderedData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
