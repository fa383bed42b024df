import type { ComponentType } from 'react';
import { CenteredProgress } from '../components/common/centered-progress.tsx';
import { i18n } from './i18n.ts';

type ScreenModule = { default: ComponentType };

/**
 * A route's `lazy` loader: the screen's chunk and its translations load together, so the screen appears whole (and an
 * anchor such as `/#programme` exists when the scroll is restored). When the chunk cannot be loaded it raises the
 * cancelable `preload-error` event on `window` (detail = the error; docs/product/screens.md#when-something-fails) and
 * rethrows unless a listener cancelled it; a listener that cancels takes over (ours reloads the page, see
 * `preload-recovery.ts`), so a spinner shows meanwhile.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, namespaces: readonly string[] = []) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
      return { Component: module.default };
    } catch (error) {
      const event = new CustomEvent('preload-error', { cancelable: true, detail: error });
      if (window.dispatchEvent(event)) throw error;
      return { Component: CenteredProgress };
    }
  };
}
