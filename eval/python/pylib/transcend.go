package pylib

import (
	"errors"
	"math/big"
	"strconv"
	"strings"
)

// The transcendental functions behind decimal.py's exp, ln, log10 and
// non-integral powers, on math/big fixed point. A result is accurate to
// within one unit in the last of the digits asked for; decimal.py asks for
// more digits than its context keeps and rounds itself (Ziv's strategy),
// so these never decide a rounding. Exact results (exp(0), ln(1), log10 of
// a power of ten) come back short, which decimal.py reads as exact.

// decNum is c·10^e.
type decNum struct {
	c *big.Int
	e int64
}

var errTranscendOperand = errors.New("not a finite decimal number")

// parseDecNum reads what decimal.py's _to_str writes for a finite number:
// [-]digits[.digits][E[+-]digits].
func parseDecNum(s string) (decNum, error) {
	s = strings.TrimSpace(s)
	var e int64
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		v, err := strconv.ParseInt(s[i+1:], 10, 64)
		if err != nil {
			return decNum{}, errTranscendOperand
		}
		e, s = v, s[:i]
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	if whole, frac, ok := strings.Cut(s, "."); ok {
		s = whole + frac
		e -= int64(len(frac))
	}
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return decNum{}, errTranscendOperand
	}
	c, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return decNum{}, errTranscendOperand
	}
	if neg {
		c.Neg(c)
	}
	return decNum{c, e}, nil
}

// digitsOf is the number of decimal digits of |c| (1 for zero).
func digitsOf(c *big.Int) int64 {
	if c.Sign() == 0 {
		return 1
	}
	n := int64(float64(c.BitLen())*0.30102999566398) - 1
	if n < 1 {
		n = 1
	}
	p := pow10(n)
	a := new(big.Int).Abs(c)
	for a.Cmp(p) >= 0 {
		p.Mul(p, big.NewInt(10))
		n++
	}
	return n
}

func pow10(n int64) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil)
}

// fixed is x·10^w truncated toward zero: x as a fixed-point integer.
func (x decNum) fixed(w int64) *big.Int {
	out := new(big.Int).Set(x.c)
	if s := x.e + w; s < 0 {
		return out.Quo(out, pow10(-s))
	}
	return out.Mul(out, pow10(x.e+w))
}

// atanhFixed is atanh(z) for fixed-point z (|z| < 1) at scale 10^w.
func atanhFixed(z *big.Int, one *big.Int) *big.Int {
	sum := new(big.Int).Set(z)
	z2 := new(big.Int).Mul(z, z)
	z2.Quo(z2, one)
	pow := new(big.Int).Set(z)
	term := new(big.Int)
	for n := int64(3); ; n += 2 {
		pow.Mul(pow, z2)
		pow.Quo(pow, one)
		if pow.Sign() == 0 {
			break
		}
		term.Quo(pow, big.NewInt(n))
		if term.Sign() == 0 {
			break
		}
		sum.Add(sum, term)
	}
	return sum
}

// lnConsts are ln 2 and ln 10 at one scale.
type lnConsts struct{ ln2, ln10 *big.Int }

func newLnConsts(one *big.Int) lnConsts {
	third := new(big.Int).Quo(one, big.NewInt(3))
	ln2 := atanhFixed(third, one)
	ln2.Lsh(ln2, 1) // ln 2 = 2 atanh(1/3)
	ninth := new(big.Int).Quo(one, big.NewInt(9))
	ln10 := atanhFixed(ninth, one)
	ln10.Lsh(ln10, 1) // ln 1.25 = 2 atanh(1/9)
	ln10.Add(ln10, new(big.Int).Mul(ln2, big.NewInt(3)))
	return lnConsts{ln2, ln10}
}

// lnFixed is ln(x) for x > 0 at scale 10^w, with x = m·10^k, 1 <= m < 10,
// and m = 2^j·f, 3/4 <= f < 3/2: ln x = k ln 10 + j ln 2 + 2 atanh((f-1)/(f+1)).
func lnFixed(x decNum, w int64, one *big.Int, k0 lnConsts) *big.Int {
	nd := digitsOf(x.c)
	k := x.e + nd - 1
	m := decNum{x.c, -(nd - 1)}.fixed(w)
	j := int64(0)
	lo := new(big.Int).Quo(new(big.Int).Mul(one, big.NewInt(3)), big.NewInt(4))
	hi := new(big.Int).Quo(new(big.Int).Mul(one, big.NewInt(3)), big.NewInt(2))
	for m.Cmp(hi) >= 0 {
		m.Rsh(m, 1)
		j++
	}
	for m.Cmp(lo) < 0 {
		m.Lsh(m, 1)
		j--
	}
	num := new(big.Int).Sub(m, one)
	den := new(big.Int).Add(m, one)
	z := num.Mul(num, one)
	z.Quo(z, den)
	r := atanhFixed(z, one)
	r.Lsh(r, 1)
	r.Add(r, new(big.Int).Mul(k0.ln2, big.NewInt(j)))
	r.Add(r, new(big.Int).Mul(k0.ln10, big.NewInt(k)))
	return r
}

// expFixed is exp(r) for 0 <= r < 3 at scale 10^w: Taylor's series on
// r/2^s, squared s times.
func expFixed(r *big.Int, one *big.Int, s uint) *big.Int {
	x := new(big.Int).Rsh(r, s)
	sum := new(big.Int).Set(one)
	term := new(big.Int).Set(one)
	for n := int64(1); ; n++ {
		term.Mul(term, x)
		term.Quo(term, one)
		term.Quo(term, big.NewInt(n))
		if term.Sign() == 0 {
			break
		}
		sum.Add(sum, term)
	}
	for range s {
		sum.Mul(sum, sum)
		sum.Quo(sum, one)
	}
	return sum
}

// roundedString is v·10^(-w)·10^shift to prec significant digits, half
// even, as decimal.py reads it: [-]coefficientE exponent.
func roundedString(v *big.Int, w, shift, prec int64) string {
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
	}
	a := new(big.Int).Abs(v)
	exp := -w + shift
	if n := digitsOf(a); n > prec {
		drop := n - prec
		unit := pow10(drop)
		q, rem := new(big.Int).QuoRem(a, unit, new(big.Int))
		rem.Lsh(rem, 1)
		if c := rem.Cmp(unit); c > 0 || (c == 0 && q.Bit(0) == 1) {
			q.Add(q, big.NewInt(1))
		}
		exp += drop
		if digitsOf(q) > prec {
			q.Quo(q, big.NewInt(10))
			exp++
		}
		a = q
	}
	return sign + a.String() + "E" + strconv.FormatInt(exp, 10)
}

// transcend computes op ("exp", "ln", "log10", or "lnmul": y·ln(x)) to
// prec significant digits.
func transcend(op string, prec int64, x decNum, y decNum) (string, error) {
	const guard = 20
	switch op {
	case "exp":
		if x.c.Sign() == 0 {
			return "1E0", nil
		}
		// x = q ln 10 + r with 0 <= r < ln 10: exp x = exp(r)·10^q.
		mag := max(digitsOf(x.c)+x.e, 1) // digits of x's integer part, at most
		if mag > 24 {
			return "", errors.New("exponent out of range")
		}
		w := prec + guard + mag
		const halvings = 24
		w += halvings * 3 / 10
		one := pow10(w)
		k0 := newLnConsts(one)
		xf := x.fixed(w)
		q, r := new(big.Int).DivMod(xf, k0.ln10, new(big.Int))
		if !q.IsInt64() {
			return "", errors.New("exponent out of range")
		}
		v := expFixed(r, one, halvings)
		return roundedString(v, w, q.Int64(), prec), nil
	case "ln", "log10", "lnmul":
		if x.c.Sign() <= 0 {
			return "", errors.New("logarithm of a non-positive number")
		}
		nd := digitsOf(x.c)
		isPow10 := x.c.Cmp(pow10(nd-1)) == 0
		if isPow10 && x.e+nd-1 == 0 {
			return "0E0", nil // ln 1, log10 1, y·ln 1
		}
		if op == "log10" && isPow10 {
			return strconv.FormatInt(x.e+nd-1, 10) + "E0", nil
		}
		// A result near zero (x near 1) needs as many more digits as it
		// has leading zeros: widen until it has prec + guard of its own.
		w := prec + guard + digitsOf(big.NewInt(x.e+nd)) + 2
		for {
			one := pow10(w)
			k0 := newLnConsts(one)
			v := lnFixed(x, w, one, k0)
			if op == "log10" {
				v.Mul(v, one)
				v.Quo(v, k0.ln10)
			}
			short := prec + guard - digitsOf(v)
			if v.Sign() == 0 {
				short = nd + 10
			}
			// |ln x| is at least about 10^-nd (x has nd digits), so
			// widening ends.
			if short > 0 && w <= prec+guard+nd+50 {
				w += short + 5
				continue
			}
			if op == "lnmul" {
				v.Mul(v, y.c)
				return roundedString(v, w, y.e, prec), nil
			}
			return roundedString(v, w, 0, prec), nil
		}
	}
	return "", errors.New("unknown operation " + strconv.Quote(op))
}
