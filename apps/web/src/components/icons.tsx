// The shop's logo and the social networks' marks, drawn inline: each <img> of an SVG costs the browser a document of
// its own (on a phone, tens of milliseconds of its first seconds), and these show on every page.

export function LogoMark() {
  return (
    <svg viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b5fff" />
      <circle cx="24" cy="24" r="13" fill="none" stroke="#fff" strokeWidth="4.5" />
      <g stroke="#fff" strokeWidth="2" opacity=".55">
        <path d="M24 13v22M13 24h22M16.2 16.2l15.6 15.6M31.8 16.2 16.2 31.8" />
      </g>
      <circle cx="24" cy="24" r="4" fill="#fff" />
      <g transform="rotate(45 24 24)" stroke="#ff7a00" strokeLinecap="round" fill="none">
        <path d="M24 19v22" strokeWidth="5.5" />
        <path d="M27.2 7.8A6.4 6.4 0 1 1 20.8 7.8" strokeWidth="4.5" />
      </g>
    </svg>
  );
}

const SOCIAL_PATHS = {
  facebook:
    'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3h-3.6v-7.3h2.5l.4-2.9h-2.9V9.9c0-.9.3-1.5 1.5-1.5h1.5V5.8a20 20 0 0 0-2.2-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H9.9v2.9h2.5V22H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z',
  instagram:
    'M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z',
  x: 'M2.5 2.5h6.2l12.8 19h-6.2zm3 1.5 10.7 16h2.3L7.8 4zM18.6 2.5h2.4l-7 8-1.3-1.8zM10.6 13.2l1.3 1.8-6.9 6.5H2.6z',
  youtube:
    'M6 4.5h12c2.8 0 4.5 1.5 4.7 4.2.2 2.2.2 4.4 0 6.6-.2 2.7-1.9 4.2-4.7 4.2H6c-2.8 0-4.5-1.5-4.7-4.2a39 39 0 0 1 0-6.6C1.5 6 3.2 4.5 6 4.5zm4 4v7l6-3.5z',
  linkedin:
    'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zm.6 7.6v9h3v-9zm1.5-4.6a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4zm3.5 4.6v9h3v-4.6c0-1.2.3-2.3 1.7-2.3s1.6 1.2 1.6 2.4v4.5h3v-5.2c0-2.6-.7-4.1-3.5-4.1-1.4 0-2.3.7-2.8 1.5V9.6z',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_PATHS;

/** A network's mark in the link's text colour; the link carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={SOCIAL_PATHS[network]} />
    </svg>
  );
}
