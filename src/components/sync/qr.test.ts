import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrDrawing } from './qr'

const LINK = 'https://app.example/join#s=https%3A%2F%2F192.168.1.20%3A4444&b=abc&r=a&t=0123456789abcdef'

describe('a join link as a QR code', () => {
  it('draws one square per dark module of the encoded link, inside a 4-module quiet zone', () => {
    const d = qrDrawing(LINK)
    const dark = encode(LINK, { ecc: 'M', border: 4 }).data.flat().filter(Boolean).length
    expect(d.path.match(/M/g)?.length).toBe(dark)
    expect(d.size).toBe(encode(LINK, { ecc: 'M', border: 0 }).size + 8)
    // The top-left finder pattern's first dark module sits just inside the quiet zone.
    expect(d.path.startsWith('M4 4h1v1h-1z')).toBe(true)
  })
  it('differs for another role\'s link', () => {
    expect(qrDrawing(LINK).path).not.toBe(qrDrawing(LINK.replace('r=a', 'r=b')).path)
  })
})
