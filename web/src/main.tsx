import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchFailedStylesheets } from './ui/area/failed-stylesheets';
import './ui/styles/base.css';
import './ui/styles/fields.css';
// Loaded with the shell, not with a screen: every area draws tables with these classes, many without
// the DataTable component, and a sheet carried by one screen's chunk is missing when another screen
// is loaded directly (a reload, a link from outside).
import './ui/styles/tables.css';

watchFailedStylesheets();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
