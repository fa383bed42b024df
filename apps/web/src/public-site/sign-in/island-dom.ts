// The sign-in island's few DOM moves: notices, field messages, a button's busy state.
import { ISLAND_TEXTS_ID } from './island-ids.ts';
import type { IslandTexts } from './island-texts.ts';

export type Severity = 'error' | 'info' | 'success';

const ALERT_ICONS: Record<Severity, string> = { error: 'error', info: 'info', success: 'success' };

/** The texts the server sent with the page, in its language. */
export function readTexts(): IslandTexts {
  return JSON.parse(document.getElementById(ISLAND_TEXTS_ID)?.textContent ?? '{}') as IslandTexts;
}

/** The page's own icon of that name, copied (the page carries each icon the island may show). */
function iconCopy(name: string): Element | null {
  return document.querySelector(`svg[data-icon="${name}"]`)?.cloneNode(true) as Element | null;
}

/**
 * Shows a notice in its place, as the app's alerts: a failure read out at once (`alert`), anything else politely
 * (`status`); `null` removes it. The element is made when there is something to say, never kept empty.
 */
export function showNotice(place: Element | null, severity: Severity, text: string | null): void {
  if (!place) return;
  place.replaceChildren();
  if (text === null) return;
  const alert = document.createElement('div');
  alert.className = `ps-alert ps-alert--${severity}`;
  alert.setAttribute('role', severity === 'error' ? 'alert' : 'status');
  const icon = iconCopy(ALERT_ICONS[severity]);
  if (icon) {
    icon.setAttribute('class', 'ps-icon ps-alert__icon');
    alert.append(icon);
  }
  const body = document.createElement('div');
  body.className = 'ps-alert__text';
  body.textContent = text;
  alert.append(body);
  place.append(alert);
}

/** A field's message under it (or none), with the field marked invalid while it has one. */
export function setFieldMessage(form: HTMLFormElement, name: string, text: string | null): void {
  const field = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const input = field?.querySelector('input');
  const message = field?.querySelector<HTMLElement>('.ps-field__message');
  if (!field || !input || !message) return;
  field.classList.toggle('ps-field--error', text !== null);
  if (text === null) input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
  message.textContent = text ?? '';
  message.hidden = text === null;
}

/** A button that spins while its request runs, and cannot be pressed twice meanwhile. */
export function setBusy(button: HTMLButtonElement | null, isBusy: boolean): void {
  if (!button) return;
  button.disabled = isBusy;
  button.classList.toggle('ps-sign-in__button--loading', isBusy);
}

export function buttonOf(root: ParentNode, action: string): HTMLButtonElement | null {
  return root.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
}

export function enable(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-action]')) button.disabled = false;
}
