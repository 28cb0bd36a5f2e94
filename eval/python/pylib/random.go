package pylib

import (
	"crypto/sha512"
	"math/big"
	"time"

	"github.com/go-python/gpython/py"
)

// mt19937 is CPython's Mersenne Twister, seeded the way random.seed seeds
// it, so seeded sequences match CPython's bit for bit.
type mt19937 struct {
	mt        [624]uint32
	idx       int
	gaussNext py.Object // the second value of gauss's last pair, or nil
}

func (m *mt19937) initGenrand(s uint32) {
	m.mt[0] = s
	for i := 1; i < 624; i++ {
		m.mt[i] = 1812433253*(m.mt[i-1]^(m.mt[i-1]>>30)) + uint32(i)
	}
	m.idx = 624
}

func (m *mt19937) initByArray(key []uint32) {
	m.initGenrand(19650218)
	i, j := 1, 0
	k := len(key)
	if k < 624 {
		k = 624
	}
	for ; k > 0; k-- {
		m.mt[i] = (m.mt[i] ^ ((m.mt[i-1] ^ (m.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= 624 {
			m.mt[0] = m.mt[623]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = 623; k > 0; k-- {
		m.mt[i] = (m.mt[i] ^ ((m.mt[i-1] ^ (m.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= 624 {
			m.mt[0] = m.mt[623]
			i = 1
		}
	}
	m.mt[0] = 0x80000000
	m.idx = 624
}

func (m *mt19937) uint32() uint32 {
	if m.idx >= 624 {
		for k := 0; k < 624; k++ {
			y := (m.mt[k] & 0x80000000) | (m.mt[(k+1)%624] & 0x7fffffff)
			v := m.mt[(k+397)%624] ^ (y >> 1)
			if y&1 != 0 {
				v ^= 0x9908b0df
			}
			m.mt[k] = v
		}
		m.idx = 0
	}
	y := m.mt[m.idx]
	m.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

func (m *mt19937) random() float64 {
	a, b := m.uint32()>>5, m.uint32()>>6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

func (m *mt19937) getrandbits(k int) *big.Int {
	if k <= 32 {
		return big.NewInt(int64(m.uint32() >> (32 - uint(k))))
	}
	out := new(big.Int)
	for shift := 0; k > 0; shift += 32 {
		r := m.uint32()
		if k < 32 {
			r >>= 32 - uint(k)
		}
		out.Or(out, new(big.Int).Lsh(big.NewInt(int64(r)), uint(shift)))
		k -= 32
	}
	return out
}

func (m *mt19937) seed(a py.Object) error {
	var n *big.Int
	switch x := a.(type) {
	case py.NoneType:
		n = big.NewInt(time.Now().UnixNano())
	case py.String:
		b := []byte(string(x))
		sum := sha512.Sum512(b)
		n = new(big.Int).SetBytes(append(b, sum[:]...))
	case py.Bytes:
		sum := sha512.Sum512(x)
		n = new(big.Int).SetBytes(append([]byte(x), sum[:]...))
	case py.Float:
		// CPython hashes floats; integral ones equal the int.
		n = big.NewInt(int64(x))
	default:
		b, err := toBig(a)
		if err != nil {
			return py.ExceptionNewf(py.TypeError, "The only supported seed types are: None, int, float, str, bytes, and bytearray.")
		}
		n = b.Abs(b)
	}
	var key []uint32
	mask := big.NewInt(0xffffffff)
	for t := new(big.Int).Set(n); t.Sign() > 0; t.Rsh(t, 32) {
		key = append(key, uint32(new(big.Int).And(t, mask).Uint64()))
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	m.initByArray(key)
	return nil
}

var mtType = py.NewType("_MT", "Mersenne Twister state")

func (m *mt19937) Type() *py.Type { return mtType }

func installRandom() {
	mtNew := py.MustNewMethod("_mt_new", func(self py.Object) (py.Object, error) {
		m := &mt19937{}
		return m, m.seed(py.None)
	}, 0, "")
	mtType.Dict["seed"] = py.MustNewMethod("seed", func(self, a py.Object) (py.Object, error) {
		return py.None, self.(*mt19937).seed(a)
	}, 0, "")
	// getstate/setstate use CPython's shape, (3, 625 ints, gauss_next),
	// so a state taken from one generator restores into another.
	mtType.Dict["getstate"] = py.MustNewMethod("getstate", func(self py.Object) (py.Object, error) {
		m := self.(*mt19937)
		words := make(py.Tuple, 0, 625)
		for _, w := range m.mt {
			words = append(words, py.Int(w))
		}
		words = append(words, py.Int(m.idx))
		gn := m.gaussNext
		if gn == nil {
			gn = py.None
		}
		return py.Tuple{py.Int(3), words, gn}, nil
	}, 0, "")
	mtType.Dict["setstate"] = py.MustNewMethod("setstate", func(self, state py.Object) (py.Object, error) {
		m := self.(*mt19937)
		t, ok := state.(py.Tuple)
		if !ok || len(t) != 3 {
			return nil, py.ExceptionNewf(py.ValueError, "state with version 3 passed to Random.setstate() of version 3")
		}
		words, ok := t[1].(py.Tuple)
		if !ok || len(words) != 625 {
			return nil, py.ExceptionNewf(py.ValueError, "state vector is the wrong size")
		}
		for i := 0; i < 625; i++ {
			n, err := py.MakeGoInt64(words[i])
			if err != nil {
				return nil, err
			}
			if i < 624 {
				m.mt[i] = uint32(n)
			} else {
				if n < 0 || n > 624 {
					return nil, py.ExceptionNewf(py.ValueError, "invalid state")
				}
				m.idx = int(n)
			}
		}
		m.gaussNext = t[2]
		if t[2] == py.None {
			m.gaussNext = nil
		}
		return py.None, nil
	}, 1, "")
	mtType.Dict["_gauss_next"] = py.MustNewMethod("_gauss_next", func(self py.Object, args py.Tuple) (py.Object, error) {
		m := self.(*mt19937)
		prev := m.gaussNext
		if prev == nil {
			prev = py.None
		}
		if len(args) == 1 {
			m.gaussNext = args[0]
			if args[0] == py.None {
				m.gaussNext = nil
			}
		}
		return prev, nil
	}, 0, "")
	mtType.Dict["random"] = py.MustNewMethod("random", func(self py.Object) (py.Object, error) {
		return py.Float(self.(*mt19937).random()), nil
	}, 0, "")
	mtType.Dict["getrandbits"] = py.MustNewMethod("getrandbits", func(self, k py.Object) (py.Object, error) {
		n, err := py.MakeGoInt(k)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "number of bits must be non-negative")
		}
		if n == 0 {
			return py.Int(0), nil
		}
		return fromBig(self.(*mt19937).getrandbits(n)), nil
	}, 0, "")
	mtType.Dict["bit_length"] = py.MustNewMethod("bit_length", func(self, n py.Object) (py.Object, error) {
		b, err := toBig(n)
		if err != nil {
			return nil, err
		}
		return py.Int(b.BitLen()), nil
	}, 0, "")
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "random", FileDesc: "<pylib random>"},
		Methods: []*py.Method{mtNew},
		CodeSrc: rewrittenSource("random.py.txt"),
	})
}
