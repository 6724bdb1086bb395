export { isSupportedBrowser } from './browser.js';
