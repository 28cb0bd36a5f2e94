package pylib

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/go-python/gpython/py"
)

// slotTable mirrors the open-addressing table of CPython's set (3.11's
// setobject.c: linear probes of 9, perturbed jumps, resize at 3/5 full),
// holding only what decides order: each slot's key and hash. A set of
// ints iterates in this table's slot order in CPython ({2024, 2023}
// prints {2024, 2023}), and models print and loop over such sets, so a
// Set keeps this mirror while every member's CPython hash is known.
type slotTable struct {
	slots      []slot
	fill, used int
	finger     int
}

// slot is empty with a nil key and hash 0, a dummy (a deleted member)
// with a nil key and hash -1, which no object hashes to.
type slot struct {
	key  py.Object
	hash int64
}

func (s slot) active() bool { return s.key != nil }
func (s slot) empty() bool  { return s.key == nil && s.hash == 0 }
func (s slot) dummy() bool  { return s.key == nil && s.hash == -1 }

// maxMirrored bounds the sets whose order is mirrored: beyond it the
// mirror's memory (a slot per table entry) outweighs what order is worth,
// and members keep insertion order.
const maxMirrored = 1 << 17

const (
	setMinSize   = 8
	linearProbes = 9
	perturbShift = 5
)

func newSlotTable(size int) *slotTable { return &slotTable{slots: make([]slot, size)} }

func (t *slotTable) mask() uint64 { return uint64(len(t.slots) - 1) }

// add inserts a key known not to be in the table (set_add_entry).
func (t *slotTable) add(key py.Object, hash int64) {
	mask := t.mask()
	i := uint64(hash) & mask
	perturb := uint64(hash)
	free := -1
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			e := &t.slots[i+j]
			switch {
			case e.empty():
				if free >= 0 {
					t.used++
					t.slots[free] = slot{key: key, hash: hash}
					return
				}
				t.fill++
				t.used++
				*e = slot{key: key, hash: hash}
				if uint64(t.fill)*5 >= mask*3 {
					n := t.used * 4
					if t.used > 50000 {
						n = t.used * 2
					}
					t.resize(n)
				}
				return
			case e.dummy():
				if free < 0 {
					free = int(i + j)
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// insertClean places a key in a table with no dummies and room to spare
// (set_insert_clean).
func (t *slotTable) insertClean(s slot) {
	mask := t.mask()
	i := uint64(s.hash) & mask
	perturb := uint64(s.hash)
	for {
		if t.slots[i].empty() {
			t.slots[i] = s
			return
		}
		if i+linearProbes <= mask {
			for j := uint64(1); j <= linearProbes; j++ {
				if t.slots[i+j].empty() {
					t.slots[i+j] = s
					return
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

func tableSizeFor(minUsed int) int {
	n := setMinSize
	for n <= minUsed {
		n <<= 1
	}
	return n
}

func (t *slotTable) resize(minUsed int) {
	old := t.slots
	t.slots = make([]slot, tableSizeFor(minUsed))
	t.fill = t.used
	for _, s := range old {
		if s.active() {
			t.insertClean(s)
		}
	}
}

func (t *slotTable) find(ckey any, hash int64) int {
	mask := t.mask()
	i := uint64(hash) & mask
	perturb := uint64(hash)
	for {
		probes := 0
		if i+linearProbes <= mask {
			probes = linearProbes
		}
		for j := uint64(0); j <= uint64(probes); j++ {
			e := &t.slots[i+j]
			if e.empty() {
				return -1
			}
			if e.active() && e.hash == hash {
				if k, err := hashKey(e.key); err == nil && k == ckey {
					return int(i + j)
				}
			}
		}
		perturb >>= perturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

func (t *slotTable) discardAt(i int) {
	t.slots[i] = slot{hash: -1}
	t.used--
}

func (t *slotTable) discard(ckey any, hash int64) {
	if i := t.find(ckey, hash); i >= 0 {
		t.discardAt(i)
	}
}

// popIndex is the slot set.pop() takes: the first active one from the
// finger on.
func (t *slotTable) popIndex() int {
	i := t.finger & int(t.mask())
	for !t.slots[i].active() {
		i++
		if i >= len(t.slots) {
			i = 0
		}
	}
	t.finger = i + 1
	return i
}

func (t *slotTable) keys() py.Tuple {
	out := make(py.Tuple, 0, t.used)
	for _, s := range t.slots {
		if s.active() {
			out = append(out, s.key)
		}
	}
	return out
}

// merge copies src's members into t as set_merge does: one resize up
// front, and src's layout kept when t is empty and the sizes agree.
func (t *slotTable) merge(src *slotTable) {
	if src == t || src.used == 0 {
		return
	}
	if uint64(t.fill+src.used)*5 >= t.mask()*3 {
		t.resize((t.used + src.used) * 2)
	}
	if t.fill == 0 && len(t.slots) == len(src.slots) && src.fill == src.used {
		copy(t.slots, src.slots)
		t.fill, t.used = src.fill, src.used
		return
	}
	if t.fill == 0 {
		t.fill, t.used = src.used, src.used
		for _, s := range src.slots {
			if s.active() {
				t.insertClean(s)
			}
		}
		return
	}
	for _, s := range src.slots {
		if !s.active() {
			continue
		}
		if ck, err := hashKey(s.key); err == nil && t.find(ck, s.hash) < 0 {
			t.add(s.key, s.hash)
		}
	}
}

// cpythonHash is hash(o) as CPython computes it, for the objects whose
// hash does not depend on the process (ints, floats, bools and tuples of
// them); ok is false for the rest (str hashes are randomised per run).
func cpythonHash(o py.Object) (h int64, ok bool) {
	return cpythonHashDepth(o, 0)
}

const (
	hashBits    = 61
	hashModulus = (1 << hashBits) - 1
)

func cpythonHashDepth(o py.Object, depth int) (int64, bool) {
	switch x := o.(type) {
	case py.Int:
		return intHash(int64(x)), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *py.BigInt:
		b := (*big.Int)(x)
		m := new(big.Int).Abs(b)
		m.Mod(m, big.NewInt(hashModulus))
		h := m.Int64()
		if b.Sign() < 0 {
			h = -h
		}
		if h == -1 {
			h = -2
		}
		return h, true
	case py.Float:
		return floatHash(float64(x))
	case py.Tuple:
		if depth >= maxNesting {
			return 0, false
		}
		return tupleHash(x, depth)
	}
	return 0, false
}

func intHash(v int64) int64 {
	var h int64
	switch {
	case v >= 0:
		h = v % hashModulus
	case v == math.MinInt64:
		h = -int64(uint64(1<<63) % hashModulus)
	default:
		h = -((-v) % hashModulus)
	}
	if h == -1 {
		h = -2
	}
	return h
}

// floatHash follows _Py_HashDouble: the value reduced modulo 2**61-1.
func floatHash(v float64) (int64, bool) {
	switch {
	case math.IsNaN(v):
		return 0, false // by identity in CPython
	case math.IsInf(v, 1):
		return 314159, true
	case math.IsInf(v, -1):
		return -314159, true
	}
	m, e := math.Frexp(v)
	sign := int64(1)
	if m < 0 {
		sign, m = -1, -m
	}
	var x uint64
	for m != 0 {
		x = ((x << 28) & hashModulus) | x>>(hashBits-28)
		m *= 268435456.0
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= hashModulus {
			x -= hashModulus
		}
	}
	if e >= 0 {
		e %= hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	x = ((x << uint(e)) & hashModulus) | x>>(hashBits-uint(e))
	h := int64(x) * sign
	if h == -1 {
		h = -2
	}
	return h, true
}

// tupleHash follows CPython 3.8+'s xxHash-based tuple hash.
func tupleHash(t py.Tuple, depth int) (int64, bool) {
	const (
		prime1 = 11400714785074694791
		prime2 = 14029467366897019727
		prime5 = 2870177450012600261
	)
	acc := uint64(prime5)
	for _, item := range t {
		lane, ok := cpythonHashDepth(item, depth+1)
		if !ok {
			return 0, false
		}
		acc += uint64(lane) * prime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= prime1
	}
	acc += uint64(len(t)) ^ (prime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796, true
	}
	return int64(acc), true
}
