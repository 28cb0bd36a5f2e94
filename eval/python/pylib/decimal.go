package pylib

import (
	"math/big"

	"github.com/go-python/gpython/py"
)

// decimal is pysrc/decimal.py: the General Decimal Arithmetic in Python
// on Python ints. Only the transcendental functions come from Go
// (transcend.go): exp, ln, log10 and non-integral powers need series that
// are slow in the interpreter.
func installDecimal() {
	pyModule("decimal", nil, py.MustNewMethod("_transcend_go", decimalTranscend, 0,
		"_transcend_go(op, prec, x[, y]) -> x's exp, ln or log10 (or y*ln(x) for op 'lnmul') to prec digits, as a string"))
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
	x, err := parseDecNum(string(xs))
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: %q: %v", string(xs), err)
	}
	y := decNum{c: big.NewInt(1)}
	if string(op) == "lnmul" {
		if len(args) < 4 {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend_go lnmul needs y")
		}
		ys, ok := args[3].(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "_transcend_go: y must be a string")
		}
		if y, err = parseDecNum(string(ys)); err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "_transcend_go: %q: %v", string(ys), err)
		}
	}
	out, err := transcend(string(op), prec, x, y)
	if err != nil {
		return nil, py.ExceptionNewf(py.ArithmeticError, "decimal %s: %v", string(op), err)
	}
	return py.String(out), nil
}
