/**
 * A static map of the neighbourhood, drawn for this page (no map tiles are fetched): the campus,
 * the main road, the shop's pin and the 300 m walk between them. The figure around it carries
 * the text alternative and a link to the real map.
 */
export function MapArt() {
  return (
    <svg
      viewBox="0 0 600 380"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="600" height="380" fill="#eef2e8" />
      {/* Lake */}
      <path d="M600 250c-40-8-70 10-96 36s-58 52-104 58c-30 4-50 18-58 36h258z" fill="#cfe6f0" />
      <path
        d="M470 330c20-6 40-8 60-4M500 356c18-4 36-4 54 0"
        stroke="#b3d6e4"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      {/* Park */}
      <rect x="36" y="250" width="150" height="96" rx="18" fill="#d3e8c9" />
      <g fill="#a9d196">
        <circle cx="70" cy="282" r="14" />
        <circle cx="104" cy="310" r="18" />
        <circle cx="150" cy="280" r="12" />
        <circle cx="152" cy="322" r="10" />
      </g>
      {/* Blocks */}
      <g fill="#e2e4dc">
        <rect x="236" y="36" width="96" height="64" rx="8" />
        <rect x="236" y="150" width="96" height="74" rx="8" />
        <rect x="392" y="150" width="80" height="60" rx="8" />
        <rect x="36" y="36" width="40" height="150" rx="8" />
        <rect x="236" y="270" width="80" height="70" rx="8" />
      </g>
      {/* Roads */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 124h600" strokeWidth="26" />
        <path d="M204 0v380" strokeWidth="18" />
        <path d="M362 124v260" strokeWidth="14" />
        <path d="M204 244h158" strokeWidth="12" />
        <path d="M362 230c60 0 120-20 238-60" strokeWidth="12" />
      </g>
      <path d="M0 124h600" stroke="#f5d58a" strokeWidth="2" strokeDasharray="14 12" />
      <text
        x="520"
        y="112"
        fontSize="13"
        fontWeight="600"
        fill="#8a8579"
        fontFamily="inherit"
        textAnchor="end"
      >
        Main Road
      </text>
      {/* Campus */}
      <rect x="92" y="30" width="96" height="76" rx="10" fill="#c9dcef" />
      <g fill="#a6c3e2">
        <rect x="104" y="46" width="30" height="48" rx="4" />
        <rect x="142" y="58" width="34" height="36" rx="4" />
      </g>
      <path d="M119 40l-17 10h34z" fill="#a6c3e2" />
      <rect x="92" y="146" width="96" height="92" rx="10" fill="#c9dcef" />
      <g fill="#a6c3e2">
        <rect x="104" y="160" width="72" height="22" rx="4" />
        <rect x="104" y="190" width="32" height="36" rx="4" />
        <rect x="144" y="190" width="32" height="36" rx="4" />
      </g>
      <rect x="86" y="210" width="108" height="30" rx="15" fill="#ffffff" />
      <text
        x="140"
        y="230"
        fontSize="14"
        fontWeight="700"
        fill="#1e4f8a"
        fontFamily="inherit"
        textAnchor="middle"
      >
        Campus
      </text>
      {/* The walk */}
      <path
        d="M196 224c40 0 60-6 90-6s56 6 96-22"
        stroke="#0d6e66"
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="246" y="194" width="64" height="26" rx="13" fill="#0d6e66" />
      <text
        x="278"
        y="212"
        fontSize="13"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="inherit"
        textAnchor="middle"
      >
        300&nbsp;m
      </text>
      {/* Shop pin */}
      <ellipse cx="404" cy="196" rx="18" ry="6" fill="#0a3d39" opacity="0.25" />
      <path
        d="M404 194c-6-14-34-34-34-60a34 34 0 0 1 68 0c0 26-28 46-34 60z"
        fill="#0d6e66"
        stroke="#ffffff"
        strokeWidth="4"
      />
      <circle cx="404" cy="134" r="20" fill="#ffffff" />
      <rect
        x="393"
        y="121"
        width="22"
        height="26"
        rx="4"
        fill="none"
        stroke="#0d6e66"
        strokeWidth="3"
      />
      <circle cx="404" cy="137" r="6" fill="none" stroke="#0d6e66" strokeWidth="3" />
      <circle cx="398" cy="126" r="1.6" fill="#0d6e66" />
      <circle cx="404" cy="126" r="1.6" fill="#0d6e66" />
    </svg>
  );
}
