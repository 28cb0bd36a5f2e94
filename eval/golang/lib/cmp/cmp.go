// Package cmp is the REPL's cmp (see eval/golang/lib).
package cmp

// Ordered is a type whose values < orders.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string
}

// Less reports x < y, with a NaN before every number.
func Less[T Ordered](x, y T) bool {
	return (x != x && y == y) || x < y
}

// Compare returns -1, 0 or +1 as x is less than, equal to or greater than
// y; NaNs are equal to each other and less than any number.
func Compare[T Ordered](x, y T) int {
	xNaN := x != x
	yNaN := y != y
	if xNaN {
		if yNaN {
			return 0
		}
		return -1
	}
	if yNaN {
		return 1
	}
	if x < y {
		return -1
	}
	if x > y {
		return 1
	}
	return 0
}

// Or returns the first of its arguments that is not the zero value.
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
