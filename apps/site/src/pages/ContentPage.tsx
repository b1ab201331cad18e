import { ApiError } from '@casino/contract/routes';
import { Heading } from '@casino/ui/Heading';
import { MessagePage } from '@casino/ui/MessagePage';
import { Prose } from '@casino/ui/Prose';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { queryId } from './queryId';
import { usePageTitle } from '../app/usePageTitle';
import { sanitizeHtml } from '../content/sanitize';
import { notify } from '../notify/notify';
import { errorMessage } from '../data/errors';
import { usePageDescription } from '../data/reference';

/** `/pages?pageId=`: a content page's name and its HTML, sanitised (spec point 2). */
export default function ContentPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const pageId = queryId(params.get('pageId'));
  const { data, error, isLoading } = usePageDescription(pageId, i18n.language);
  const html = useMemo(() => (data ? sanitizeHtml(data.description) : ''), [data]);
  usePageTitle(data?.name);

  const missing = !pageId || (error instanceof ApiError && error.status === 404);
  useEffect(() => {
    // Page-description failures show the server's message (spec point 8); a missing page is a page of its own.
    if (error && !missing) notify.error(errorMessage(error, t('toast.somethingWentWrong')));
  }, [error, missing, t]);

  if (missing || (error && !data)) return <MessagePage tone="neutral" title={t('pages.notFound')} />;
  if (isLoading || !data)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height="2.5rem" width="40%" />
        <Skeleton height="12rem" />
      </Stack>
    );
  return (
    <article aria-labelledby="content-page-title">
      <Stack gap="lg">
        <Heading level={1} id="content-page-title">
          {data.name}
        </Heading>
        <Prose html={html} />
      </Stack>
    </article>
  );
}
