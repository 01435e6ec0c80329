import { encode } from 'uqr'

export interface QrDrawing {
  /** Modules a side, quiet zone included (the SVG's viewBox). */
  readonly size: number
  /** One SVG path drawing every dark module as a 1 × 1 square. */
  readonly path: string
}

/**
 * A QR code of `text` as one SVG path (drawn inline, no innerHTML: nothing from the text reaches the markup
 * but the modules). Error correction M survives a scratched screen or glare; a border of 4 modules is the
 * quiet zone phone cameras need.
 */
export function qrDrawing(text: string): QrDrawing {
  const qr = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  qr.data.forEach((row, y) => row.forEach((dark, x) => { if (dark) path += `M${x} ${y}h1v1h-1z` }))
  return { size: qr.size, path }
}
