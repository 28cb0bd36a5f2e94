package pylib

import (
	"encoding/binary"
	"hash"
	"math/bits"
)

// BLAKE2b and BLAKE2s (RFC 7693) for hashlib.blake2b and blake2s: the Go
// standard library has neither. Both variants share this code; they
// differ in word size, rounds, rotations and initial vector.

type blake2Variant struct {
	wordBytes int // 8 for BLAKE2b, 4 for BLAKE2s
	rounds    int
	rot       [4]int
	iv        [8]uint64
}

// blockBytes is the size of the message block: sixteen words.
func (v *blake2Variant) blockBytes() int { return 16 * v.wordBytes }

var blake2bVariant = &blake2Variant{wordBytes: 8, rounds: 12, rot: [4]int{32, 24, 16, 63}, iv: [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179}}

var blake2sVariant = &blake2Variant{wordBytes: 4, rounds: 10, rot: [4]int{16, 12, 8, 7}, iv: [8]uint64{
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}}

// blake2Sigma is the message word schedule of each round (RFC 7693 2.7).
var blake2Sigma = [10][16]byte{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
	{11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
	{7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
	{9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
	{2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
	{12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
	{13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
	{6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
	{10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
}

// blake2Params is the parameter block hashlib's constructors take.
type blake2Params struct {
	digestSize           int
	key, salt, person    []byte
	fanout, depth        int
	leafSize             uint32
	nodeOffset           uint64
	nodeDepth, innerSize int
	lastNode             bool
	variant              *blake2Variant
}

// blake2 is a running BLAKE2 hash; words hold 32-bit values for BLAKE2s.
type blake2 struct {
	p       *blake2Params
	h       [8]uint64
	counter [2]uint64 // bytes compressed so far, low word first
	buf     []byte    // pending input, at most one block
}

func newBlake2(p *blake2Params) *blake2 {
	b := &blake2{p: p}
	b.Reset()
	return b
}

// paramBlock lays out the parameter block (RFC 7693 2.5 and the BLAKE2
// paper's tree parameters) that is XORed into the initial vector.
func (p *blake2Params) paramBlock() []byte {
	v := p.variant
	block := make([]byte, 8*v.wordBytes)
	block[0] = byte(p.digestSize)
	block[1] = byte(len(p.key))
	block[2] = byte(p.fanout)
	block[3] = byte(p.depth)
	binary.LittleEndian.PutUint32(block[4:], p.leafSize)
	var off [8]byte
	binary.LittleEndian.PutUint64(off[:], p.nodeOffset)
	if v.wordBytes == 8 {
		copy(block[8:16], off[:])
		block[16] = byte(p.nodeDepth)
		block[17] = byte(p.innerSize)
		copy(block[32:48], p.salt)
		copy(block[48:64], p.person)
	} else {
		copy(block[8:14], off[:6])
		block[14] = byte(p.nodeDepth)
		block[15] = byte(p.innerSize)
		copy(block[16:24], p.salt)
		copy(block[24:32], p.person)
	}
	return block
}

func (b *blake2) Reset() {
	v := b.p.variant
	block := b.p.paramBlock()
	for i := range b.h {
		b.h[i] = v.iv[i] ^ v.word(block[i*v.wordBytes:])
	}
	b.counter = [2]uint64{}
	b.buf = b.buf[:0]
	if len(b.p.key) > 0 {
		keyBlock := make([]byte, v.blockBytes())
		copy(keyBlock, b.p.key)
		b.buf = append(b.buf, keyBlock...)
	}
}

func (v *blake2Variant) word(b []byte) uint64 {
	if v.wordBytes == 8 {
		return binary.LittleEndian.Uint64(b)
	}
	return uint64(binary.LittleEndian.Uint32(b))
}

func (b *blake2) Size() int      { return b.p.digestSize }
func (b *blake2) BlockSize() int { return b.p.variant.blockBytes() }

// Write keeps the last block back: it must be compressed with the final
// flag, and only Sum knows which block is last.
func (b *blake2) Write(data []byte) (int, error) {
	n := len(data)
	bs := b.p.variant.blockBytes()
	for len(data) > 0 {
		if len(b.buf) == bs {
			b.compress(b.buf, false)
			b.buf = b.buf[:0]
		}
		take := min(bs-len(b.buf), len(data))
		b.buf = append(b.buf, data[:take]...)
		data = data[take:]
	}
	return n, nil
}

func (b *blake2) Sum(in []byte) []byte {
	c := b.cloneState()
	bs := c.p.variant.blockBytes()
	last := make([]byte, bs)
	copy(last, c.buf)
	c.addCounter(uint64(len(c.buf)))
	c.compressCounted(last, true)
	out := make([]byte, 8*c.p.variant.wordBytes)
	for i, w := range c.h {
		if c.p.variant.wordBytes == 8 {
			binary.LittleEndian.PutUint64(out[i*8:], w)
		} else {
			binary.LittleEndian.PutUint32(out[i*4:], uint32(w))
		}
	}
	return append(in, out[:c.p.digestSize]...)
}

func (b *blake2) cloneState() *blake2 {
	c := *b
	c.buf = append([]byte(nil), b.buf...)
	return &c
}

func (b *blake2) Clone() (hash.Cloner, error) { return b.cloneState(), nil }

func (b *blake2) addCounter(n uint64) {
	lo, carry := bits.Add64(b.counter[0], n, 0)
	b.counter[0] = lo
	b.counter[1] += carry
	if b.p.variant.wordBytes == 4 && b.counter[0] > 0xffffffff {
		// BLAKE2s counts in two 32-bit words.
		b.counter[1] += b.counter[0] >> 32
		b.counter[0] &= 0xffffffff
	}
}

func (b *blake2) compress(block []byte, final bool) {
	b.addCounter(uint64(len(block)))
	b.compressCounted(block, final)
}

// compressCounted is the function F of RFC 7693 3.2, the counter already
// advanced past block.
func (b *blake2) compressCounted(block []byte, final bool) {
	v := b.p.variant
	mask := ^uint64(0)
	if v.wordBytes == 4 {
		mask = 0xffffffff
	}
	var m [16]uint64
	for i := range m {
		m[i] = v.word(block[i*v.wordBytes:])
	}
	var w [16]uint64
	copy(w[:8], b.h[:])
	copy(w[8:], v.iv[:])
	w[12] ^= b.counter[0]
	w[13] ^= b.counter[1]
	if final {
		w[14] ^= mask
		if b.p.lastNode {
			w[15] ^= mask
		}
	}
	bitsPerWord := 8 * v.wordBytes
	rotr := func(x uint64, n int) uint64 { return (x>>n | x<<(bitsPerWord-n)) & mask }
	g := func(a, bb, c, d int, x, y uint64) {
		w[a] = (w[a] + w[bb] + x) & mask
		w[d] = rotr(w[d]^w[a], v.rot[0])
		w[c] = (w[c] + w[d]) & mask
		w[bb] = rotr(w[bb]^w[c], v.rot[1])
		w[a] = (w[a] + w[bb] + y) & mask
		w[d] = rotr(w[d]^w[a], v.rot[2])
		w[c] = (w[c] + w[d]) & mask
		w[bb] = rotr(w[bb]^w[c], v.rot[3])
	}
	for r := 0; r < v.rounds; r++ {
		s := &blake2Sigma[r%10]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range b.h {
		b.h[i] ^= w[i] ^ w[i+8]
	}
}
