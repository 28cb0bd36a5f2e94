package pylib

import (
	"strconv"
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/go-python/gpython/py"
)

// decimal is pysrc/decimal.py: the General Decimal Arithmetic in Python
// on Python ints. Only the transcendental functions come from Go (apd):
// exp, ln, log10 and non-integral powers need series that are slow in
// the interpreter. decimal.py asks for a few digits more than the
// context's precision and rounds the answer itself (Ziv's strategy), so
// apd's own rounding never decides a result. apd's exponents stop at
// ±100000 where Python's go to ±999999 and beyond, so operands carry
// their power of ten apart (scaled) and results come back as m·10^k.
func installDecimal() {
	pyModule("decimal", nil, py.MustNewMethod("_transcend_go", decimalTranscend, 0,
		"_transcend_go(op, prec, x[, y]) -> x's exp, ln or log10 (or y*ln(x) for op 'lnmul') to prec digits, as a string"))
}

// scaled is m·10^k with m's exponent small enough for apd.
type scaled struct {
	m apd.Decimal
	k int64
}

func parseScaled(s string) (*scaled, error) {
	s = strings.TrimSpace(s)
	var k int64
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		var err error
		if k, err = strconv.ParseInt(s[i+1:], 10, 64); err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: bad exponent in %q", s)
		}
		s = s[:i]
	}
	d, _, err := apd.NewFromString(s)
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: %v", err)
	}
	// Keep the coefficient's own exponent in k too: m is then c·10^0.
	k += int64(d.Exponent)
	d.Exponent = 0
	return &scaled{m: *d, k: k}, nil
}

// small is x as one apd number, for operands whose size apd can hold.
func (x *scaled) small() (*apd.Decimal, error) {
	if x.k > apd.MaxExponent/2 || x.k < apd.MinExponent/2 {
		return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: exponent out of range")
	}
	var d apd.Decimal
	d.Set(&x.m)
	d.Exponent = int32(x.k)
	return &d, nil
}

func decimalTranscend(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) < 3 {
		return nil, py.ExceptionNewf(py.TypeError, "_transcend_go needs op, prec and an operand")
	}
	op, ok1 := args[0].(py.String)
	prec, err := py.MakeGoInt64(args[1])
	xs, ok2 := args[2].(py.String)
	if !ok1 || !ok2 || err != nil || prec < 1 || prec > 1<<20 {
		return nil, py.ExceptionNewf(py.TypeError, "_transcend_go(op, prec, x): bad arguments")
	}
	x, err := parseScaled(string(xs))
	if err != nil {
		return nil, err
	}
	ctx := apd.BaseContext.WithPrecision(uint32(prec))
	ctx.Rounding = apd.RoundHalfEven
	ctx.Traps = 0
	var res apd.Decimal
	var shift int64
	switch string(op) {
	case "exp":
		shift, err = expScaled(ctx, &res, x)
	case "ln":
		err = lnScaled(ctx, &res, x, false)
	case "log10":
		err = lnScaled(ctx, &res, x, true)
	case "lnmul":
		if len(args) < 4 {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend_go lnmul needs y")
		}
		ys, ok := args[3].(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend_go: y must be a string")
		}
		var ysc *scaled
		if ysc, err = parseScaled(string(ys)); err != nil {
			return nil, err
		}
		var y *apd.Decimal
		if y, err = ysc.small(); err != nil {
			return nil, err
		}
		var l apd.Decimal
		if err = lnScaled(ctx.WithPrecision(ctx.Precision+5), &l, x, false); err == nil {
			_, err = ctx.Mul(&res, &l, y)
		}
	default:
		return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: unknown op %q", string(op))
	}
	if err != nil {
		return nil, py.ExceptionNewf(py.ArithmeticError, "decimal %s: %v", string(op), err)
	}
	if res.Form != apd.Finite {
		return nil, py.ExceptionNewf(py.ArithmeticError, "decimal %s: no finite result", string(op))
	}
	// res·10^shift as coefficient and exponent.
	var coeff apd.BigInt
	coeff.Set(&res.Coeff)
	sign := ""
	if res.Negative {
		sign = "-"
	}
	return py.String(sign + coeff.String() + "E" + strconv.FormatInt(int64(res.Exponent)+shift, 10)), nil
}

// expScaled is exp(x) = exp(r)·10^q with r = x - q·ln(10), so that a
// result beyond apd's exponents still comes out (as res·10^shift).
func expScaled(ctx *apd.Context, res *apd.Decimal, x *scaled) (int64, error) {
	xd, err := x.small()
	if err != nil {
		return 0, err
	}
	var limit apd.Decimal
	limit.SetInt64(1000)
	var ax apd.Decimal
	ax.Abs(xd)
	if ax.Cmp(&limit) <= 0 {
		_, err := ctx.Exp(res, xd)
		return 0, err
	}
	work := ctx.WithPrecision(ctx.Precision + uint32(ax.NumDigits()+int64(-ax.Exponent)) + 20)
	work.Rounding = apd.RoundHalfEven
	var ln10, ten, q, r, t apd.Decimal
	ten.SetInt64(10)
	if _, err := work.Ln(&ln10, &ten); err != nil {
		return 0, err
	}
	if _, err := work.Quo(&q, xd, &ln10); err != nil {
		return 0, err
	}
	if _, err := work.Floor(&q, &q); err != nil {
		return 0, err
	}
	qi, err := q.Int64()
	if err != nil {
		return 0, err
	}
	if _, err := work.Mul(&t, &q, &ln10); err != nil {
		return 0, err
	}
	if _, err := work.Sub(&r, xd, &t); err != nil {
		return 0, err
	}
	_, err = ctx.Exp(res, &r)
	return qi, err
}

// lnScaled is ln(x) (or log10(x)) for a positive finite x of any
// exponent: x = m·10^k with 1 <= m < 10 gives ln(m) + k·ln(10).
func lnScaled(ctx *apd.Context, res *apd.Decimal, x *scaled, base10 bool) error {
	nd := x.m.NumDigits()
	k := x.k + nd - 1
	var m apd.Decimal
	m.Set(&x.m)
	m.Exponent = -int32(nd - 1)
	work := ctx.WithPrecision(ctx.Precision + 25)
	work.Rounding = apd.RoundHalfEven
	var lm, part, kd apd.Decimal
	kd.SetInt64(k)
	if base10 {
		if _, err := work.Log10(&lm, &m); err != nil {
			return err
		}
		_, err := ctx.Add(res, &lm, &kd)
		return err
	}
	if _, err := work.Ln(&lm, &m); err != nil {
		return err
	}
	if k == 0 {
		_, err := ctx.Round(res, &lm)
		return err
	}
	var ten apd.Decimal
	ten.SetInt64(10)
	if _, err := work.Ln(&part, &ten); err != nil {
		return err
	}
	if _, err := work.Mul(&part, &part, &kd); err != nil {
		return err
	}
	_, err := ctx.Add(res, &lm, &part)
	return err
}
