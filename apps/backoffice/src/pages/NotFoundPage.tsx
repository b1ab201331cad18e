import { ButtonLink, MessagePage } from '@casino/ui';
import { usePageTitle } from '../app/usePageTitle';
import { useText } from '../i18n';
import { paths } from '../paths';

/** An address of the back office that has no page. */
export function NotFoundPage() {
  const text = useText();
  usePageTitle(text('bo.notFound.title'));
  return (
    <MessagePage
      title={text('bo.notFound.title')}
      headingLevel={1}
      description={text('bo.notFound.text')}
      action={<ButtonLink href={paths.home()}>{text('bo.notFound.home')}</ButtonLink>}
    />
  );
}
