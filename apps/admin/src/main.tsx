import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
import { initTheme } from './lib/theme';

// Before the first paint, so a dark-theme page never flashes white.
initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render the app into.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
