// Three small landscapes drawn in SVG, as data URLs: the image viewer's demo needs no network nor files.

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">${body}</svg>`,
  )}`;

const sunset = svg(`
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3b2a6b"/><stop offset="0.55" stop-color="#e8735a"/><stop offset="1" stop-color="#f6c177"/>
  </linearGradient></defs>
  <rect width="640" height="260" fill="url(#sky)"/>
  <circle cx="320" cy="250" r="70" fill="#fbe3a1"/>
  <rect y="250" width="640" height="150" fill="#1f3f86"/>
  <g fill="#f6c177" opacity="0.7">
    <rect x="260" y="268" width="120" height="5" rx="2"/><rect x="280" y="290" width="80" height="4" rx="2"/>
    <rect x="295" y="312" width="50" height="4" rx="2"/><rect x="305" y="334" width="30" height="3" rx="1.5"/>
  </g>`);

const mountains = svg(`
  <rect width="640" height="400" fill="#bfdcf5"/>
  <circle cx="520" cy="80" r="38" fill="#fff4c2"/>
  <path d="M0 300 L150 110 L260 240 L380 70 L520 250 L640 150 V400 H0 Z" fill="#5b6b8c"/>
  <path d="M150 110 L118 150 L150 142 L176 158 Z M380 70 L340 122 L378 110 L418 128 Z" fill="#ffffff"/>
  <path d="M0 330 C160 280 300 360 460 300 C540 272 600 290 640 300 V400 H0 Z" fill="#2e6b3c"/>`);

const city = svg(`
  <rect width="640" height="400" fill="#0d1424"/>
  <circle cx="110" cy="80" r="30" fill="#e8ecf5"/><circle cx="122" cy="72" r="28" fill="#0d1424"/>
  <g fill="#e8ecf5"><circle cx="260" cy="50" r="2"/><circle cx="420" cy="90" r="1.5"/><circle cx="560" cy="40" r="2"/>
    <circle cx="350" cy="130" r="1.5"/><circle cx="600" cy="140" r="1.5"/></g>
  <g fill="#14306b">
    <rect x="20" y="220" width="90" height="180"/><rect x="120" y="160" width="70" height="240"/>
    <rect x="200" y="250" width="110" height="150"/><rect x="320" y="120" width="80" height="280"/>
    <rect x="410" y="200" width="100" height="200"/><rect x="520" y="170" width="100" height="230"/>
  </g>
  <g fill="#f2b544">
    <rect x="36" y="240" width="14" height="12"/><rect x="76" y="280" width="14" height="12"/>
    <rect x="136" y="190" width="12" height="12"/><rect x="160" y="250" width="12" height="12"/>
    <rect x="220" y="270" width="16" height="12"/><rect x="270" y="310" width="16" height="12"/>
    <rect x="336" y="150" width="12" height="14"/><rect x="366" y="210" width="12" height="14"/>
    <rect x="340" y="300" width="12" height="14"/><rect x="430" y="230" width="14" height="12"/>
    <rect x="470" y="290" width="14" height="12"/><rect x="540" y="200" width="14" height="12"/>
    <rect x="580" y="260" width="14" height="12"/>
  </g>`);

/** The demo's images, each with the name it downloads under (their texts come from the translations). */
export const SAMPLE_IMAGES = [
  { url: sunset, downloadName: 'sunset.svg' },
  { url: mountains, downloadName: 'mountains.svg' },
  { url: city, downloadName: 'city-at-night.svg' },
] as const;
