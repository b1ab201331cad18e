import { useCallback, useEffect, useState } from 'react';
import { widgetGlobal } from './widgetContract';

export type ScriptStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads the widget script once per page (a second visit of the route reuses it) and says when
 * it is ready. A script that fails to load, or loads without defining the widget, is 'failed';
 * `retry` adds it again.
 */
export function useWidgetScript(url: string): { status: ScriptStatus; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; status: ScriptStatus } | null>(null);

  useEffect(() => {
    if (widgetGlobal()) return;
    let script = document.querySelector<HTMLScriptElement>('script[data-sportsbook-widget]');
    if (script && script.dataset.state !== 'loading') {
      script.remove();
      script = null;
    }
    if (!script) {
      script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.sportsbookWidget = '';
      script.dataset.state = 'loading';
      document.head.append(script);
    }
    const element = script;
    const onLoad = () => {
      const status = widgetGlobal() ? 'ready' : 'failed';
      element.dataset.state = status;
      setResult({ attempt, status });
    };
    const onError = () => {
      element.dataset.state = 'failed';
      setResult({ attempt, status: 'failed' });
    };
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
    };
  }, [url, attempt]);

  const status: ScriptStatus = widgetGlobal() ? 'ready' : result?.attempt === attempt ? result.status : 'loading';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
