import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of white around the code: scanners need a quiet zone (the standard asks for 4). */
const QUIET_ZONE = 2;

/**
 * The dark modules of a QR code as one SVG path: crisp at any size, on screen and on a thermal
 * printer, with nothing to load. Medium error correction survives a crease in a bag tag.
 */
function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}

/** A QR code of `value`, `size` wide (any CSS length), named for screen readers by `label`. */
export function QrCode({ value, size, label }: { value: string; size: string; label: string }) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
