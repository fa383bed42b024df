import '@testing-library/jest-dom/vitest';
import { installI18nKeyMessages } from '@voyage/domain';
import { afterEach } from 'vitest';

// As main.tsx does for the app: rules without a message of their own report an i18n key.
installI18nKeyMessages();

// Component tests (`*.test.tsx`, in jsdom): unmount after each test, and give MUI X the ResizeObserver that
// jsdom lacks (it only measures; jsdom lays nothing out).
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // `findBy…` and `waitFor` wait up to 5 s rather than 1 s: on a busy 2-core machine a dialog's validation
  // can take longer than a second to show, and a slow machine is not a defect of the screen.
  configure({ asyncUtilTimeout: 5000 });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
