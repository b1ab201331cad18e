// The library's global CSS: cascade layers, both themes and the reset. Published as
// `@casino/ui/styles.css`; an app imports it once.
import './theme/layers.css';
import './theme/themes.css';
import './theme/reset.css';
