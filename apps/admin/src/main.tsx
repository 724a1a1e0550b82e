import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
import { refreshStoredSignIn } from './lib/permissions';
import { initTheme } from './lib/theme';

// Before the first paint, so a dark-theme page never flashes white.
initTheme();
// A stored sign-in's role may have changed since: the menu follows the server's answer.
void refreshStoredSignIn();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render the app into.');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole first screen is drawn.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
