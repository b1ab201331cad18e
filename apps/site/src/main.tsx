import { startPage } from './app/pageLoaders';
import { requestTexts } from './i18n/texts';

// The entry is small on purpose: it asks for the translations, the opened page's code and (for
// a visitor) its data at once, while the browser fetches the application's code, instead of one
// after the other.
requestTexts();
startPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void import('./app/start').then(({ start }) => start(container));
