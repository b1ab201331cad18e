/**
 * A browser's user agent as staff recognise it ('Chrome 131 on Windows'), for the list of
 * sessions; the full string stays available as a tooltip. Unknown agents show as they are.
 */
export function describeUserAgent(userAgent: string): string {
  const browser =
    match(userAgent, /Edg\/(\d+)/, 'Edge') ??
    match(userAgent, /OPR\/(\d+)/, 'Opera') ??
    match(userAgent, /Firefox\/(\d+)/, 'Firefox') ??
    match(userAgent, /HeadlessChrome\/(\d+)/, 'Headless Chrome') ??
    match(userAgent, /Chrome\/(\d+)/, 'Chrome') ??
    match(userAgent, /Version\/(\d+)[^ ]* .*Safari\//, 'Safari');
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Android/.test(userAgent)
          ? 'Android'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (!browser) return userAgent;
  return os ? `${browser} on ${os}` : browser;
}

function match(userAgent: string, pattern: RegExp, name: string): string | undefined {
  const version = pattern.exec(userAgent)?.[1];
  return version ? `${name} ${version}` : undefined;
}
