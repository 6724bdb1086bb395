// First: zod's jitless setting, before any chunk builds a schema (issue 17).
import './lib/zod-config';
import 'primeicons/primeicons.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyThemeLink } from './app/theme/theme-link';
import { getDisplaySettings } from './lib/ui-settings-store';

// Load the stylesheet before the first paint so the page does not flash unstyled.
applyThemeLink(getDisplaySettings());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Issue 10: the service worker keeps the app shell (src/sw/service-worker.js); built portal only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
