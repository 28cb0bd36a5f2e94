package pylib

import (
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/go-python/gpython/py"
)

// decimal is pysrc/decimal.py: the General Decimal Arithmetic in Python
// on Python ints. Only the transcendental functions come from Go (apd):
// exp, ln, log10 and non-integral powers need series that are slow in
// the interpreter. decimal.py asks for a few digits more than the
// context's precision and rounds the answer itself (Ziv's strategy), so
// apd's own rounding and exponent limits never decide a result.
func installDecimal() {
	pyModule("decimal", nil, py.MustNewMethod("_transcend_go", decimalTranscend, 0,
		"_transcend_go(op, prec, x[, y]) -> x's exp, ln or log10 (or y*ln(x) for op 'lnmul') to prec digits, as a string"))
}

func decimalTranscend(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) < 3 {
		return nil, py.ExceptionNewf(py.TypeError, "_transcend needs op, prec and an operand")
	}
	op, ok1 := args[0].(py.String)
	prec, err := py.MakeGoInt64(args[1])
	xs, ok2 := args[2].(py.String)
	if !ok1 || !ok2 || err != nil || prec < 1 || prec > 1<<20 {
		return nil, py.ExceptionNewf(py.TypeError, "_transcend(op, prec, x): bad arguments")
	}
	x, err := parseApd(string(xs))
	if err != nil {
		return nil, err
	}
	ctx := apd.BaseContext.WithPrecision(uint32(prec))
	ctx.Rounding = apd.RoundHalfEven
	ctx.Traps = 0
	var res apd.Decimal
	switch string(op) {
	case "exp":
		_, err = ctx.Exp(&res, x)
	case "ln":
		err = lnScaled(ctx, &res, x, false)
	case "log10":
		err = lnScaled(ctx, &res, x, true)
	case "lnmul":
		if len(args) < 4 {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend lnmul needs y")
		}
		ys, ok := args[3].(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend: y must be a string")
		}
		var y *apd.Decimal
		if y, err = parseApd(string(ys)); err != nil {
			return nil, err
		}
		var l apd.Decimal
		if err = lnScaled(ctx, &l, x, false); err == nil {
			_, err = ctx.Mul(&res, &l, y)
		}
	default:
		return nil, py.ExceptionNewf(py.ValueError, "_transcend: unknown op %q", string(op))
	}
	if err != nil {
		return nil, py.ExceptionNewf(py.ArithmeticError, "decimal %s: %v", string(op), err)
	}
	return py.String(res.Text('E')), nil
}

func parseApd(s string) (*apd.Decimal, error) {
	d, _, err := apd.NewFromString(strings.TrimSpace(s))
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "_transcend: %v", err)
	}
	return d, nil
}

// lnScaled is ln(x) (or log10(x)) for a positive finite x whose exponent
// may lie beyond apd's limits: x = m·10^k with 1 <= m < 10 gives
// ln(m) + k·ln(10), each part taken with room for k's digits.
func lnScaled(ctx *apd.Context, res, x *apd.Decimal, base10 bool) error {
	k := int64(x.Exponent) + x.NumDigits() - 1
	var m apd.Decimal
	m.Set(x)
	m.Exponent = -int32(x.NumDigits() - 1)
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
