import { useEffect } from 'react';
import { useText } from '../i18n';

/** The browser tab's title: the page's, then the app's name. */
export function usePageTitle(title: string): void {
  const text = useText();
  useEffect(() => {
    document.title = text('bo.pageTitle', { title });
  }, [text, title]);
}
