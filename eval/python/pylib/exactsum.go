package pylib

import (
	"math"
	"math/big"

	"github.com/go-python/gpython/py"
)

// statistics (pysrc/statistics.py) sums its data exactly, as CPython's
// does, and rounds once. Summing Python ratios in gpython is slow (a mean
// of 50,000 floats took seconds), so the sums are made here: ints and
// floats as an integer over a power of two, other numbers (Fraction,
// Decimal) through their as_integer_ratio() in a big.Rat.

// exactSum accumulates Σx and, when squares is set, Σx².
type exactSum struct {
	squares bool
	count   int
	types   py.Tuple // the distinct types met, in order
	seen    map[*py.Type]bool
	// Dyadic part: num/2^shift and sq/2^(2·shift).
	num, sq *big.Int
	shift   uint
	// Other ratios.
	rat, ratSq *big.Rat
	// Non-finite values, summed by Python.
	special py.Tuple
}

func newExactSum(squares bool) *exactSum {
	return &exactSum{squares: squares, seen: map[*py.Type]bool{}, num: new(big.Int), sq: new(big.Int), rat: new(big.Rat), ratSq: new(big.Rat)}
}

// addDyadic adds m·2^e.
func (s *exactSum) addDyadic(m *big.Int, e int) {
	if e < 0 && uint(-e) > s.shift {
		grow := uint(-e) - s.shift
		s.num.Lsh(s.num, grow)
		s.sq.Lsh(s.sq, 2*grow)
		s.shift = uint(-e)
	}
	v := new(big.Int).Lsh(m, uint(int(s.shift)+e)) // x·2^shift, an integer
	s.num.Add(s.num, v)
	if s.squares {
		s.sq.Add(s.sq, v.Mul(v, v))
	}
}

func (s *exactSum) add(x py.Object) error {
	s.count++
	if t := x.Type(); !s.seen[t] {
		s.seen[t] = true
		s.types = append(s.types, t)
	}
	switch v := x.(type) {
	case py.Int, py.Bool, *py.BigInt:
		b, _ := bigOf(v)
		s.addDyadic(b, 0)
		return nil
	case py.Float:
		f := float64(v)
		if math.IsInf(f, 0) || math.IsNaN(f) {
			s.special = append(s.special, v)
			return nil
		}
		frac, exp := math.Frexp(f)
		s.addDyadic(big.NewInt(int64(frac*(1<<53))), exp-53)
		return nil
	}
	return s.addRatio(x)
}

// addRatio adds a number through its as_integer_ratio(); one that cannot
// say (a Decimal infinity) is kept as special.
func (s *exactSum) addRatio(x py.Object) error {
	fn, err := py.GetAttrString(x, "as_integer_ratio")
	if err != nil {
		return py.ExceptionNewf(py.TypeError, "can't convert type '%s' to numerator/denominator", x.Type().Name)
	}
	r, err := py.Call(fn, nil, nil)
	if err != nil {
		if py.IsException(py.OverflowError, err) || py.IsException(py.ValueError, err) {
			s.special = append(s.special, x)
			return nil
		}
		return err
	}
	pair, ok := r.(py.Tuple)
	if !ok || len(pair) != 2 {
		return py.ExceptionNewf(py.TypeError, "as_integer_ratio() must return a pair")
	}
	n, ok1 := bigOf(pair[0])
	d, ok2 := bigOf(pair[1])
	if !ok1 || !ok2 || d.Sign() == 0 {
		return py.ExceptionNewf(py.TypeError, "as_integer_ratio() must return a pair of ints")
	}
	q := new(big.Rat).SetFrac(n, d)
	s.rat.Add(s.rat, q)
	if s.squares {
		s.ratSq.Add(s.ratSq, q.Mul(q, q))
	}
	return nil
}

// ratio returns a dyadic sum plus a rational one as numerator and
// denominator.
func ratio(num *big.Int, shift uint, rat *big.Rat) (py.Object, py.Object) {
	r := new(big.Rat).SetFrac(num, new(big.Int).Lsh(big.NewInt(1), shift))
	r.Add(r, rat)
	return fromBig(r.Num()), fromBig(r.Denom())
}

// statsExactSum is _statistics.exact_sum(data, squares): (types, count,
// num, den, sqnum, sqden, specials).
func statsExactSum(self py.Object, args py.Tuple) (py.Object, error) {
	var data, squares py.Object = nil, py.False
	if err := py.UnpackTuple(args, nil, "exact_sum", 1, 2, &data, &squares); err != nil {
		return nil, err
	}
	sq, err := truth(squares)
	if err != nil {
		return nil, err
	}
	s := newExactSum(sq == py.True)
	var addErr error
	err = py.Iterate(data, func(x py.Object) bool {
		addErr = s.add(x)
		return addErr != nil
	})
	if err == nil {
		err = addErr
	}
	if err != nil {
		return nil, err
	}
	num, den := ratio(s.num, s.shift, s.rat)
	sqNum, sqDen := ratio(s.sq, 2*s.shift, s.ratSq)
	return py.Tuple{append(py.Tuple(nil), s.types...), py.Int(s.count), num, den, sqNum, sqDen, append(py.Tuple(nil), s.special...)}, nil
}

func installStatistics() {
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "_statistics", FileDesc: "<pylib _statistics>"},
		Methods: []*py.Method{py.MustNewMethod("exact_sum", statsExactSum, 0, "")},
	})
}
