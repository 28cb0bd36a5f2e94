package pylib

import (
	"fmt"

	"github.com/go-python/gpython/py"
)

// zipType replaces gpython's zip, which ignores keywords (so strict=True
// never checked the lengths) and words a non-iterable argument its own way.
var zipType = py.NewTypeX("zip", "zip(*iterables, strict=False)", func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	z := &zipIter{}
	for k, v := range kwargs {
		if k != "strict" {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' is an invalid keyword argument for zip()", k)
		}
		b, err := truth(v)
		if err != nil {
			return nil, err
		}
		z.strict = b == py.True
	}
	for _, a := range args {
		it, err := py.Iter(a)
		if err != nil {
			return nil, err
		}
		z.its = append(z.its, it)
	}
	return z, nil
}, nil)

type zipIter struct {
	its    []py.Object
	strict bool
	done   bool
}

func (z *zipIter) Type() *py.Type                { return zipType }
func (z *zipIter) M__iter__() (py.Object, error) { return z, nil }

func (z *zipIter) M__next__() (py.Object, error) {
	if z.done || len(z.its) == 0 {
		return nil, py.StopIteration
	}
	out := make(py.Tuple, len(z.its))
	for i, it := range z.its {
		v, err := py.Next(it)
		if err == nil {
			out[i] = v
			continue
		}
		z.done = true
		if !z.strict || !py.IsException(py.StopIteration, err) {
			return nil, err
		}
		if i > 0 {
			return nil, zipLengthError(i, "shorter")
		}
		return nil, z.checkAllExhausted()
	}
	return out, nil
}

// checkAllExhausted is strict zip's check once the first iterable ran
// out: every other one must have run out too.
func (z *zipIter) checkAllExhausted() error {
	for i, it := range z.its[1:] {
		_, err := py.Next(it)
		if err == nil {
			return zipLengthError(i+1, "longer")
		}
		if !py.IsException(py.StopIteration, err) {
			return err
		}
	}
	return py.StopIteration
}

// zipLengthError is CPython's ValueError for the argument at index i that
// is shorter or longer than the ones before it.
func zipLengthError(i int, how string) error {
	before := "argument 1"
	if i > 1 {
		before = fmt.Sprintf("arguments 1-%d", i)
	}
	return py.ExceptionNewf(py.ValueError, "zip() argument %d is %s than %s", i+1, how, before)
}
