// The library's global CSS: cascade layers, both themes and the reset. Published as
// `@casino/ui/tokens.css`; an app imports it once, before any component. Each component's module
// imports its own CSS; `@casino/ui/styles.css` is this plus every component's, for pages built
// without a bundler.
import './theme/layers.css';
import './theme/themes.css';
import './theme/reset.css';
