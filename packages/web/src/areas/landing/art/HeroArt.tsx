/**
 * The hero's picture, drawn for this page: a washing machine mid-cycle, bubbles, and a stack of
 * freshly folded clothes. Decorative (the headline says it all), so hidden from screen readers.
 */
export function HeroArt() {
  return (
    <svg viewBox="0 0 560 500" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-blob" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d6f0ea" />
          <stop offset="1" stopColor="#a9ded3" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eaf8f5" />
          <stop offset="1" stopColor="#bfe7df" />
        </linearGradient>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5cc4b3" />
          <stop offset="1" stopColor="#0d6e66" />
        </linearGradient>
        <clipPath id="hero-door">
          <circle cx="262" cy="300" r="74" />
        </clipPath>
      </defs>

      {/* Soft backdrop */}
      <path
        d="M92 170C110 82 214 34 318 44c108 10 196 80 204 186 9 118-70 222-196 238-128 16-250-48-262-158-5-48 18-92 28-140z"
        fill="url(#hero-blob)"
      />
      <circle cx="478" cy="96" r="26" fill="#ffd9b8" />
      <circle cx="96" cy="402" r="14" fill="#ffb48a" opacity="0.7" />

      {/* Floor shadow */}
      <ellipse cx="290" cy="462" rx="210" ry="16" fill="#0d6e66" opacity="0.12" />

      {/* Washing machine */}
      <rect x="142" y="118" width="240" height="338" rx="30" fill="#ffffff" />
      <rect
        x="142"
        y="118"
        width="240"
        height="338"
        rx="30"
        fill="none"
        stroke="#cfe3df"
        strokeWidth="3"
      />
      <path d="M142 186V148a30 30 0 0 1 30-30h180a30 30 0 0 1 30 30v38z" fill="#eef7f5" />
      <rect x="168" y="138" width="64" height="28" rx="8" fill="#0d6e66" />
      <text
        x="200"
        y="157"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#d6f0ea"
        fontFamily="inherit"
      >
        24h
      </text>
      <circle cx="318" cy="152" r="13" fill="#ffffff" stroke="#b9d6d0" strokeWidth="3" />
      <circle cx="353" cy="152" r="9" fill="#f5a524" />
      <rect x="250" y="146" width="42" height="6" rx="3" fill="#cfe3df" />
      <rect x="250" y="156" width="28" height="6" rx="3" fill="#cfe3df" />

      {/* Door */}
      <circle cx="262" cy="300" r="100" fill="#e3efed" />
      <circle cx="262" cy="300" r="88" fill="#ffffff" stroke="#cfe3df" strokeWidth="4" />
      <circle cx="262" cy="300" r="74" fill="url(#hero-glass)" />
      <g clipPath="url(#hero-door)">
        <path
          d="M180 300c18-14 36-14 54 0s36 14 54 0 36-14 54 0v90H180z"
          fill="url(#hero-water)"
          opacity="0.9"
        />
        {/* Clothes tumbling */}
        <path d="M214 262c10-10 28-12 38-4l8 7-12 14-6-5-10 26-22-6 6-22-8 2z" fill="#ff8a65" />
        <path
          d="M278 240c14 0 30 8 34 20l-16 8-4-8-2 30h-22l-2-30-4 8-16-8c4-12 18-20 32-20z"
          fill="#f5a524"
        />
        <circle cx="236" cy="336" r="6" fill="#ffffff" opacity="0.8" />
        <circle cx="298" cy="352" r="4" fill="#ffffff" opacity="0.8" />
      </g>
      <path
        d="M214 250a70 70 0 0 1 40-26"
        stroke="#ffffff"
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
        opacity="0.8"
      />
      <rect x="356" y="284" width="10" height="34" rx="5" fill="#cfe3df" />

      {/* Feet */}
      <rect x="170" y="452" width="30" height="10" rx="4" fill="#9fbfb9" />
      <rect x="324" y="452" width="30" height="10" rx="4" fill="#9fbfb9" />

      {/* Bubbles */}
      <g fill="#ffffff" stroke="#8fd5c8" strokeWidth="3">
        <circle cx="402" cy="214" r="22" fillOpacity="0.75" />
        <circle cx="440" cy="168" r="13" fillOpacity="0.75" />
        <circle cx="420" cy="262" r="9" fillOpacity="0.75" />
        <circle cx="118" cy="214" r="15" fillOpacity="0.75" />
        <circle cx="98" cy="258" r="8" fillOpacity="0.75" />
      </g>
      <path
        d="M394 204a10 10 0 0 1 8-6"
        stroke="#8fd5c8"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />

      {/* Folded stack */}
      <g>
        <rect x="392" y="418" width="132" height="36" rx="10" fill="#0d6e66" />
        <rect x="392" y="418" width="132" height="10" rx="5" fill="#14857b" />
        <rect x="400" y="384" width="118" height="36" rx="10" fill="#ff8a65" />
        <rect x="400" y="384" width="118" height="10" rx="5" fill="#ffa385" />
        <rect
          x="408"
          y="352"
          width="104"
          height="34"
          rx="10"
          fill="#ffffff"
          stroke="#e2ece9"
          strokeWidth="2"
        />
        <rect x="416" y="322" width="90" height="32" rx="10" fill="#f5a524" />
        <rect x="416" y="322" width="90" height="9" rx="4.5" fill="#ffbf4d" />
        <path
          d="M446 338h30"
          stroke="#ffffff"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.7"
        />
      </g>

      {/* Sparkles */}
      <g fill="#f5a524">
        <path d="M470 262l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" />
        <path d="M120 128l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" />
        <path d="M372 70l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
      </g>
    </svg>
  );
}
