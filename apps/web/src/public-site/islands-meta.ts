/**
 * The `<meta name>` the built page template names its islands script with, in place of a `<script>` tag
 * (`vite.public-site.config.ts` writes it, `head-script.ts` reads it).
 */
export const ISLANDS_META_NAME = 'voyage-islands';
