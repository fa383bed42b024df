/** Decorative line drawing of the Eiffel Tower for the hero; hidden from assistive technology. */
export function EiffelArt() {
  return (
    <svg className="ps-hero__art-drawing" viewBox="0 0 200 320" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
        <path d="M100 8 L100 30" />
        <path d="M94 30 H106 L110 90 H90 Z" />
        <path d="M86 90 H114 L124 170 H76 Z" />
        <path d="M70 170 H130" />
        <path d="M76 170 L40 312 M124 170 L160 312" />
        <path d="M84 170 L62 312 M116 170 L138 312" />
        <path d="M62 312 C66 262 134 262 138 312" />
        <path d="M58 230 H142 M92 60 H108 M82 130 H118" />
        <path d="M90 90 L110 130 M110 90 L90 130 M80 140 L120 168 M120 140 L80 168" />
        <path d="M50 270 L150 270" />
      </g>
    </svg>
  );
}
