import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installI18nKeyMessages } from '@voyage/domain';
import { followLanguageInDocument, i18nReady, shareLanguageWithServer } from './app/i18n.ts';

// Every schema in the browser speaks to a form: a rule without a message of its own reports an i18n key.
installI18nKeyMessages();
followLanguageInDocument();
shareLanguageWithServer();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first render waits for the first texts (a few kB, asked for at once): rendered before, it would show the
// start-up spinner, and React then holds the screen back until 300 ms after a spinner was shown. Texts that
// fail to load do not stop it: the screens say what they can.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
i18nReady.then(render, render);
