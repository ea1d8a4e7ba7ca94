/**
 * The ZRM mark as inline SVG (no asset pipeline, crisp at any size), and its Friday-afternoon
 * variant: the same mark in a striped party hat, with confetti. Decorative: whoever places it
 * names it.
 */
const BLUE = '#1f4e8c';

function Mark({ festive }: { festive: boolean }) {
  // Festive: a little smaller and lower, so the hat fits in the same square.
  const [x, y, size] = festive ? [8, 17, 30] : [4, 4, 40];
  const scale = size / 40;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect width="40" height="40" rx="9" fill={BLUE} />
      <path d="M10 11h20L11 29h20" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

function PartyHat() {
  return (
    <g>
      <path d="M14.5 18.5 23 1.5 31.5 18.5Z" fill="#f5a623" />
      <path d="M17.6 12.3 28.4 12.3M20.3 6.9 25.7 6.9" stroke="#e0457b" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="23" cy="2" r="2.6" fill="#e0457b" />
    </g>
  );
}

function Confetti() {
  return (
    <g>
      <circle cx="5" cy="9" r="2" fill="#e0457b" />
      <rect x="36" y="4" width="5" height="2.4" rx="1.2" fill="#2bb673" transform="rotate(35 38.5 5.2)" />
      <circle cx="43" cy="15" r="1.8" fill="#3b82f6" />
      <rect x="2" y="22" width="5" height="2.4" rx="1.2" fill="#f5a623" transform="rotate(-30 4.5 23.2)" />
      <circle cx="9" cy="2.5" r="1.4" fill="#2bb673" />
      <circle cx="44" cy="30" r="1.6" fill="#e0457b" />
    </g>
  );
}

export interface BrandLogoProps {
  /** The Friday-afternoon variant. */
  festive: boolean;
  /** Height and width in pixels. */
  size?: number;
}

export function BrandLogo({ festive, size = 32 }: BrandLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-festive={festive ? 'true' : 'false'}
      style={{ display: 'block' }}
    >
      {festive && <Confetti />}
      <Mark festive={festive} />
      {festive && <PartyHat />}
    </svg>
  );
}
