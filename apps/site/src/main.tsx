import { startPage } from './app/pageLoaders';
import { RENDERED_DATA_ID } from './app/renderedDataId';
import { requestTexts } from './i18n/texts';

// The entry is small on purpose: it asks for the translations, the opened page's code and (for
// a visitor) its data at once, while the browser fetches the application's code, instead of one
// after the other.
requestTexts();
// A page the server rendered carries its data already.
startPage(window.location.pathname, { data: !document.getElementById(RENDERED_DATA_ID) });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void import('./app/start').then(({ start }) => start(container));
