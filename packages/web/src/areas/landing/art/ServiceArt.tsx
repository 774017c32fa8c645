import type { ServiceArt as ServiceArtName } from '../content';

/** Each service's picture, drawn for this page (decorative: the title and text say it). */
export function ServiceArt({ name }: { name: ServiceArtName }) {
  return (
    <svg
      viewBox="0 0 320 240"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      {name === 'wash-and-dry' ? (
        <WashAndDry />
      ) : name === 'washing' ? (
        <Washing />
      ) : (
        <DryCleaning />
      )}
    </svg>
  );
}

function WashAndDry() {
  return (
    <g>
      <ellipse cx="160" cy="222" rx="130" ry="10" fill="#0a3d39" opacity="0.18" />
      {/* Dryer */}
      <rect x="58" y="62" width="112" height="156" rx="16" fill="#ffffff" />
      <rect x="58" y="62" width="112" height="30" rx="14" fill="#e9f5f2" />
      <circle cx="78" cy="77" r="6" fill="#f5a524" />
      <rect x="96" y="73" width="46" height="8" rx="4" fill="#cfe3df" />
      <circle cx="114" cy="150" r="42" fill="#e3efed" />
      <circle cx="114" cy="150" r="32" fill="#fff4e6" />
      <path
        d="M94 150c6-10 14-10 20 0s14 10 20 0"
        stroke="#ff8a65"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M100 132c4-6 10-6 14 0"
        stroke="#f5a524"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      {/* Warm air */}
      <g stroke="#ffd08a" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M188 92c10 8-10 16 0 24s-10 16 0 24" />
        <path d="M206 82c10 8-10 16 0 24s-10 16 0 24" opacity="0.7" />
      </g>
      {/* Folded stack */}
      <rect x="220" y="184" width="84" height="32" rx="9" fill="#0d6e66" />
      <rect x="226" y="154" width="74" height="32" rx="9" fill="#ffffff" />
      <rect x="232" y="126" width="62" height="30" rx="9" fill="#ff8a65" />
      <path d="M250 170h36M244 199h40" stroke="#bfe6df" strokeWidth="4" strokeLinecap="round" />
      <path d="M262 104l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#f5a524" />
    </g>
  );
}

function Washing() {
  return (
    <g>
      <ellipse cx="160" cy="222" rx="120" ry="10" fill="#0a3d39" opacity="0.18" />
      {/* Basin */}
      <path d="M66 128h188l-18 84a12 12 0 0 1-12 10H96a12 12 0 0 1-12-10z" fill="#ffffff" />
      <path d="M58 120h204a8 8 0 0 1 0 16H58a8 8 0 0 1 0-16z" fill="#e3efed" />
      <path
        d="M82 146c14-8 28-8 42 0s28 8 42 0 28-8 42 0 22 8 32 2l-4 20H86z"
        fill="#7fd3c4"
        opacity="0.8"
      />
      {/* Shirt */}
      <path d="M120 96l22-14h36l22 14 18 26-20 12-10-12v38h-56v-38l-10 12-20-12z" fill="#f5a524" />
      <path
        d="M142 82c4 10 32 10 36 0"
        stroke="#ffffff"
        strokeWidth="4"
        fill="none"
        opacity="0.7"
      />
      {/* Bubbles */}
      <g fill="#ffffff" stroke="#8fd5c8" strokeWidth="3">
        <circle cx="84" cy="86" r="16" fillOpacity="0.8" />
        <circle cx="62" cy="52" r="9" fillOpacity="0.8" />
        <circle cx="246" cy="78" r="20" fillOpacity="0.8" />
        <circle cx="276" cy="42" r="10" fillOpacity="0.8" />
        <circle cx="214" cy="40" r="7" fillOpacity="0.8" />
      </g>
      <path
        d="M236 70a9 9 0 0 1 8-6"
        stroke="#8fd5c8"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      {/* Drops */}
      <path d="M106 36c6 9 9 14 9 18a9 9 0 0 1-18 0c0-4 3-9 9-18z" fill="#5cc4b3" />
      <path d="M186 22c4 6 6 10 6 12a6 6 0 0 1-12 0c0-2 2-6 6-12z" fill="#5cc4b3" />
    </g>
  );
}

function DryCleaning() {
  return (
    <g>
      <ellipse cx="160" cy="222" rx="110" ry="10" fill="#0a3d39" opacity="0.18" />
      {/* Rail */}
      <rect x="40" y="30" width="240" height="8" rx="4" fill="#9fbfb9" />
      {/* Hanger */}
      <path
        d="M160 38v10a8 8 0 1 1-8 8"
        stroke="#6b8c86"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M160 60l-70 34h140z"
        stroke="#6b8c86"
        strokeWidth="4"
        fill="none"
        strokeLinejoin="round"
      />
      {/* Blazer */}
      <path
        d="M96 92l44-16 20 22 20-22 44 16 14 112a8 8 0 0 1-8 9H90a8 8 0 0 1-8-9z"
        fill="#0d6e66"
      />
      <path d="M140 76l20 22 20-22 4 30-24 56-24-56z" fill="#ffffff" />
      <path d="M150 96h20l-4 14h-12z" fill="#ff8a65" />
      <path d="M156 110h8l6 44-10 12-10-12z" fill="#ff8a65" />
      <path
        d="M140 76l-8 56 28 30M180 76l8 56-28 30"
        stroke="#0a5650"
        strokeWidth="3"
        fill="none"
      />
      <circle cx="160" cy="176" r="3.5" fill="#d6f0ea" />
      <circle cx="160" cy="192" r="3.5" fill="#d6f0ea" />
      <rect x="104" y="160" width="22" height="5" rx="2.5" fill="#0a5650" />
      {/* Garment-bag tag and sparkles */}
      <rect
        x="232"
        y="96"
        width="34"
        height="46"
        rx="6"
        fill="#fff4e6"
        stroke="#f5a524"
        strokeWidth="3"
      />
      <path d="M240 110h18M240 120h12" stroke="#f5a524" strokeWidth="3" strokeLinecap="round" />
      <g fill="#f5a524">
        <path d="M70 110l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M258 170l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </g>
  );
}
