// Package slices is the REPL's slices (see eval/golang/lib).
package slices

import (
	"iter"
	"sort"
)

type ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string
}

// isNaN reports x != x, true only of a floating-point NaN.
func isNaN[E ordered](x E) bool { return x != x }

// less orders a NaN before every number.
func less[E ordered](x, y E) bool { return (isNaN(x) && !isNaN(y)) || x < y }

func compare[E ordered](x, y E) int {
	xNaN, yNaN := isNaN(x), isNaN(y)
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

// zero sets s's elements to their zero value, as the clear builtin does.
func zero[E any](s []E) {
	var z E
	for i := range s {
		s[i] = z
	}
}

func Equal[E comparable](s1, s2 []E) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			return false
		}
	}
	return true
}

func EqualFunc[E1, E2 any](s1 []E1, s2 []E2, eq func(E1, E2) bool) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if !eq(s1[i], s2[i]) {
			return false
		}
	}
	return true
}

func Compare[E ordered](s1, s2 []E) int {
	for i := 0; i < len(s1) && i < len(s2); i++ {
		if c := compare(s1[i], s2[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(s1) < len(s2):
		return -1
	case len(s1) > len(s2):
		return 1
	}
	return 0
}

func CompareFunc[E1, E2 any](s1 []E1, s2 []E2, cmp func(E1, E2) int) int {
	for i := 0; i < len(s1) && i < len(s2); i++ {
		if c := cmp(s1[i], s2[i]); c != 0 {
			return c
		}
	}
	switch {
	case len(s1) < len(s2):
		return -1
	case len(s1) > len(s2):
		return 1
	}
	return 0
}

func Index[E comparable](s []E, v E) int {
	for i := range s {
		if s[i] == v {
			return i
		}
	}
	return -1
}

func IndexFunc[E any](s []E, f func(E) bool) int {
	for i := range s {
		if f(s[i]) {
			return i
		}
	}
	return -1
}

func Contains[E comparable](s []E, v E) bool { return Index(s, v) >= 0 }

func ContainsFunc[E any](s []E, f func(E) bool) bool { return IndexFunc(s, f) >= 0 }

// Insert puts v before s[i], growing s as append would.
func Insert[E any](s []E, i int, v ...E) []E {
	_ = s[i:] // panics like Go when i > len(s)
	m := len(v)
	if m == 0 {
		return s
	}
	n := len(s) + m
	if n > cap(s) {
		out := append(s[:i], make([]E, n-i)...)
		copy(out[i:], v)
		copy(out[i+m:], s[i:])
		return out
	}
	v = append([]E(nil), v...) // v may share s's array
	out := s[:n]
	copy(out[i+m:], s[i:])
	copy(out[i:], v)
	return out
}

// Delete removes s[i:j] and zeroes the elements past the new length.
func Delete[E any](s []E, i, j int) []E {
	_ = s[i:j:len(s)]
	if i == j {
		return s
	}
	n := len(s)
	s = append(s[:i], s[j:]...)
	zero(s[len(s):n])
	return s
}

func DeleteFunc[E any](s []E, del func(E) bool) []E {
	k := 0
	for _, v := range s {
		if !del(v) {
			s[k] = v
			k++
		}
	}
	zero(s[k:])
	return s[:k]
}

// Replace puts v in place of s[i:j].
func Replace[E any](s []E, i, j int, v ...E) []E {
	_ = s[i:j]
	tail := append([]E(nil), s[j:]...)
	v = append([]E(nil), v...)
	n := len(s) - (j - i) + len(v)
	var out []E
	if n > cap(s) {
		out = append(s[:i], make([]E, n-i)...)
	} else {
		out = s[:n]
		if n < len(s) {
			zero(s[n:])
		}
	}
	copy(out[i:], v)
	copy(out[i+len(v):], tail)
	return out
}

func Clone[E any](s []E) []E {
	if s == nil {
		return nil
	}
	return append([]E{}, s...)
}

func Compact[E comparable](s []E) []E {
	if len(s) < 2 {
		return s
	}
	k := 1
	for i := 1; i < len(s); i++ {
		if s[i] != s[k-1] {
			s[k] = s[i]
			k++
		}
	}
	zero(s[k:])
	return s[:k]
}

func CompactFunc[E any](s []E, eq func(E, E) bool) []E {
	if len(s) < 2 {
		return s
	}
	k := 1
	for i := 1; i < len(s); i++ {
		if !eq(s[k-1], s[i]) {
			s[k] = s[i]
			k++
		}
	}
	zero(s[k:])
	return s[:k]
}

func Grow[E any](s []E, n int) []E {
	if n < 0 {
		panic("cannot be negative")
	}
	if need := n - (cap(s) - len(s)); need > 0 {
		s = append(s[:cap(s)], make([]E, need)...)[:len(s)]
	}
	return s
}

func Clip[E any](s []E) []E { return s[:len(s):len(s)] }

func Reverse[E any](s []E) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Concat joins its arguments into a new slice; nil when they are all empty.
func Concat[E any](slices ...[]E) []E {
	n := 0
	for _, s := range slices {
		n += len(s)
	}
	if n == 0 {
		return nil
	}
	out := make([]E, 0, n)
	for _, s := range slices {
		out = append(out, s...)
	}
	return out
}

func Repeat[E any](x []E, count int) []E {
	if count < 0 {
		panic("cannot be negative")
	}
	out := make([]E, 0, len(x)*count)
	for i := 0; i < count; i++ {
		out = append(out, x...)
	}
	return out
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

// Min returns the least element, or a NaN if there is one.
func Min[E ordered](x []E) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if isNaN(x[i]) {
			return x[i]
		}
		if x[i] < m {
			m = x[i]
		}
	}
	return m
}

// MinFunc returns the first least element.
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

// Max returns the greatest element, or a NaN if there is one.
func Max[E ordered](x []E) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if isNaN(x[i]) {
			return x[i]
		}
		if x[i] > m {
			m = x[i]
		}
	}
	return m
}

// MaxFunc returns the first greatest element.
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

// All returns the index-value pairs of s in order.
func All[E any](s []E) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i := 0; i < len(s); i++ {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

// Backward returns the index-value pairs of s from the last.
func Backward[E any](s []E) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i := len(s) - 1; i >= 0; i-- {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

// Values returns the elements of s in order.
func Values[E any](s []E) iter.Seq[E] {
	return func(yield func(E) bool) {
		for i := 0; i < len(s); i++ {
			if !yield(s[i]) {
				return
			}
		}
	}
}

func AppendSeq[E any](s []E, seq func(yield func(E) bool)) []E {
	seq(func(v E) bool {
		s = append(s, v)
		return true
	})
	return s
}

// Collect returns the values of seq; nil when there are none.
func Collect[E any](seq func(yield func(E) bool)) []E {
	return AppendSeq([]E(nil), seq)
}

func Sorted[E ordered](seq func(yield func(E) bool)) []E {
	s := Collect(seq)
	Sort(s)
	return s
}

func SortedFunc[E any](seq func(yield func(E) bool), cmp func(E, E) int) []E {
	s := Collect(seq)
	SortFunc(s, cmp)
	return s
}

func SortedStableFunc[E any](seq func(yield func(E) bool), cmp func(E, E) int) []E {
	s := Collect(seq)
	SortStableFunc(s, cmp)
	return s
}

// Chunk returns consecutive sub-slices of s of n elements, the last one
// shorter; each is clipped, so appending to it does not write into s.
func Chunk[E any](s []E, n int) iter.Seq[[]E] {
	if n < 1 {
		panic("cannot be less than 1")
	}
	return func(yield func([]E) bool) {
		for i := 0; i < len(s); i += n {
			end := i + n
			if end > len(s) {
				end = len(s)
			}
			if !yield(s[i:end:end]) {
				return
			}
		}
	}
}
