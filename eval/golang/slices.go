package golang

// slicesExtra adds to the slices package the functions yaegi v0.16.1 leaves
// out (its source for them does not compile in the interpreter). Sorting
// delegates to package sort, so the algorithm runs natively and only the
// comparisons are interpreted. NaNs order first and Min and Max return a
// NaN if there is one, as in the standard library.
const slicesExtra = `package slices

// Not cmp: yaegi's slices source already imports it under the same file
// name, which makes a second import a redeclaration.
import "sort"

type ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string
}

// less is cmp.Less: a NaN is less than any number.
func less[E ordered](x, y E) bool { return (x != x && y == y) || x < y }

// compare is cmp.Compare.
func compare[E ordered](x, y E) int {
	xNaN, yNaN := x != x, y != y
	switch {
	case xNaN && yNaN:
		return 0
	case xNaN || x < y:
		return -1
	case yNaN || x > y:
		return 1
	}
	return 0
}

func Sort[E ordered](x []E) {
	sort.Slice(x, func(i, j int) bool { return less(x[i], x[j]) })
}

func SortFunc[E any](x []E, cmp func(a, b E) int) {
	sort.Slice(x, func(i, j int) bool { return cmp(x[i], x[j]) < 0 })
}

func SortStableFunc[E any](x []E, cmp func(a, b E) int) {
	sort.SliceStable(x, func(i, j int) bool { return cmp(x[i], x[j]) < 0 })
}

func IsSorted[E ordered](x []E) bool {
	for i := len(x) - 1; i > 0; i-- {
		if less(x[i], x[i-1]) {
			return false
		}
	}
	return true
}

func IsSortedFunc[E any](x []E, cmp func(a, b E) int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp(x[i], x[i-1]) < 0 {
			return false
		}
	}
	return true
}

func Min[E ordered](x []E) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if x[i] != x[i] {
			return x[i]
		}
		if x[i] < m {
			m = x[i]
		}
	}
	return m
}

func MinFunc[E any](x []E, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MinFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) < 0 {
			m = x[i]
		}
	}
	return m
}

func Max[E ordered](x []E) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if x[i] != x[i] {
			return x[i]
		}
		if x[i] > m {
			m = x[i]
		}
	}
	return m
}

func MaxFunc[E any](x []E, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MaxFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) > 0 {
			m = x[i]
		}
	}
	return m
}

func BinarySearch[E ordered](x []E, target E) (int, bool) {
	i := sort.Search(len(x), func(i int) bool { return compare(x[i], target) >= 0 })
	return i, i < len(x) && compare(x[i], target) == 0
}

func BinarySearchFunc[E, T any](x []E, target T, cmp func(E, T) int) (int, bool) {
	i := sort.Search(len(x), func(i int) bool { return cmp(x[i], target) >= 0 })
	return i, i < len(x) && cmp(x[i], target) == 0
}
`
