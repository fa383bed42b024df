import { SETTING_KEYS } from '../lib/local-settings.ts';
import { ISLANDS_META_NAME } from './islands-meta.ts';

/**
 * The pages' one inline script, in <head>; the CSP allows exactly this text by its hash.
 * - Before the first paint: the theme the visitor chose (`voyage.theme`, written by the app and by the theme island
 *   alike), else the system's, as the class the app's theme also uses on <html>.
 * - After the first contentful paint (or a second after `load`, where the browser does not report paints): the
 *   islands script (`islands.ts`), named by the `voyage-islands` meta, so the first paint waits for the HTML alone
 *   and never for a script. The controls it drives are sent `disabled` and enabled as it
 *   wires them, so a tap that comes before it is not lost.
 */
export const headScript = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(SETTING_KEYS.theme)})}catch(e){}var d=m==='dark'||(m!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.add(d?'theme-dark':'theme-light');var l=false;function islands(){if(l)return;l=true;var i=document.querySelector('meta[name="${ISLANDS_META_NAME}"]');if(!i)return;var s=document.createElement('script');s.type='module';s.src=i.content;document.head.appendChild(s)}try{new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(islands)}}).observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',function(){setTimeout(islands,1000)})})()`;
