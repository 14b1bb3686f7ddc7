import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Props of QrCode. */
export interface QrCodeProps {
  /** The text (an address) the code carries. */
  value: string;
  /** Rendered width and height in px. */
  size?: number;
  /** The accessible name of the picture; without one the picture is decorative (a copy of one named elsewhere). */
  label?: string | undefined;
}

/** The dark modules of a QR code as one SVG path (one unit per module, a 2-module quiet zone). */
function qrPath(value: string): { path: string; size: number } | null {
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) parts.push(`M${col + 2} ${row + 2}h1v1h-1z`);
      }
    }
    return { path: parts.join(''), size: modules.size + 4 };
  } catch {
    return null;
  }
}

/** A QR code drawn as inline SVG (no canvas, no HTML injection). */
export function QrCode({ value, size = 128, label }: QrCodeProps) {
  const drawn = useMemo(() => qrPath(value), [value]);
  if (!drawn) return null;
  const picture = (
    <>
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </>
  );
  const box = { width: size, height: size, viewBox: `0 0 ${drawn.size} ${drawn.size}` };
  if (!label)
    return (
      <svg aria-hidden="true" {...box} shapeRendering="crispEdges">
        {picture}
      </svg>
    );
  return (
    <svg role="img" aria-label={label} {...box} shapeRendering="crispEdges">
      {picture}
    </svg>
  );
}
