import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installI18nKeyMessages } from '@voyage/domain';
import { followLanguageInDocument, shareLanguageWithServer } from './app/i18n.ts';

// Every schema in the browser speaks to a form: a rule without a message of its own reports an i18n key.
installI18nKeyMessages();
followLanguageInDocument();
shareLanguageWithServer();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
