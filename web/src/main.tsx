import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { activateLocale, loadMessages } from './lib/i18n';
import { applyDocumentLocale, initialLocale } from './lib/locale';
import './styles/global.css';

const router = createRouter();

// The first render is already in the visitor's language: its catalogue (a chunk of its own
// unless English) loads before anything is drawn, and <html lang dir> is set first.
const locale = initialLocale();
applyDocumentLocale(locale);
void loadMessages(locale)
  .then((catalogue) => activateLocale(locale, catalogue))
  .catch(() => applyDocumentLocale('en')) // the chunk failed to load: English still works
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
