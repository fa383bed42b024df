import { SETTING_KEYS } from '../lib/local-settings.ts';

/**
 * Runs inline in <head>, before the first paint: the theme the visitor chose (`voyage.theme`, written by the app
 * and by the theme island alike), else the system's, as the class the app's theme also uses on <html>. The CSP
 * allows exactly this text by its hash.
 */
export const themeScript = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(SETTING_KEYS.theme)})}catch(e){}var d=m==='dark'||(m!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.add(d?'theme-dark':'theme-light')})()`;
