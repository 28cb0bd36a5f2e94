// Package rlmstd stands in for the members of native standard packages
// that yaegi cannot use as Go does: the cell rewriter turns strings.Lines
// into rlmstd.StringsLines and so on (eval/golang/adapters.go). The
// sequences are interpreted functions around the native ones, because
// yaegi cannot infer a type parameter from a native function type (so
// slices.Collect(strings.Lines(s)) would not compile) and a native
// function returning an iter.Seq returns nil in yaegi (upstream/README.md);
// sync.OnceValue and
// OnceValues are generic, which a native symbol table cannot hold.
package rlmstd

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

func StringsLines(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		for len(s) > 0 {
			n := strings.IndexByte(s, '\n') + 1
			if n == 0 {
				n = len(s)
			}
			if !yield(s[:n]) {
				return
			}
			s = s[n:]
		}
	}
}

// splitSeq yields the pieces of s between separators, each with the
// first `keep` bytes of the separator after it; an empty sep splits after
// each UTF-8 sequence.
func splitSeq(s, sep string, keep int) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		if sep == "" {
			for len(s) > 0 {
				_, n := utf8.DecodeRuneInString(s)
				if !yield(s[:n]) {
					return
				}
				s = s[n:]
			}
			return
		}
		for {
			i := strings.Index(s, sep)
			if i < 0 {
				break
			}
			if !yield(s[:i+keep]) {
				return
			}
			s = s[i+len(sep):]
		}
		yield(s)
	}
}

func StringsSplitSeq(s, sep string) func(yield func(string) bool) { return splitSeq(s, sep, 0) }

func StringsSplitAfterSeq(s, sep string) func(yield func(string) bool) {
	return splitSeq(s, sep, len(sep))
}

func StringsFieldsSeq(s string) func(yield func(string) bool) {
	return StringsFieldsFuncSeq(s, unicode.IsSpace)
}

func StringsFieldsFuncSeq(s string, f func(rune) bool) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		start := -1
		for i, r := range s {
			if f(r) {
				if start >= 0 {
					if !yield(s[start:i]) {
						return
					}
					start = -1
				}
			} else if start < 0 {
				start = i
			}
		}
		if start >= 0 {
			yield(s[start:])
		}
	}
}

// bytesSeq yields the byte slices of the pieces seq yields of string(b),
// each a sub-slice of b with its capacity clipped, as package bytes does.
func bytesSeq(b []byte, seq func(yield func(string) bool)) func(yield func([]byte) bool) {
	return func(yield func([]byte) bool) {
		off := 0
		s := string(b)
		seq(func(piece string) bool {
			i := off + strings.Index(s[off:], piece)
			off = i + len(piece)
			return yield(b[i:off:off])
		})
	}
}

func BytesLines(s []byte) func(yield func([]byte) bool) { return bytesSeq(s, StringsLines(string(s))) }

func BytesSplitSeq(s, sep []byte) func(yield func([]byte) bool) {
	return bytesSeq(s, StringsSplitSeq(string(s), string(sep)))
}

func BytesSplitAfterSeq(s, sep []byte) func(yield func([]byte) bool) {
	return bytesSeq(s, StringsSplitAfterSeq(string(s), string(sep)))
}

func BytesFieldsSeq(s []byte) func(yield func([]byte) bool) {
	return bytesSeq(s, StringsFieldsSeq(string(s)))
}

func BytesFieldsFuncSeq(s []byte, f func(rune) bool) func(yield func([]byte) bool) {
	return bytesSeq(s, StringsFieldsFuncSeq(string(s), f))
}

// SyncOnceValue is sync.OnceValue: f runs once; a panic of f is raised
// again by every call.
func SyncOnceValue[T any](f func() T) func() T {
	var once sync.Once
	var v T
	var p any
	failed := false
	return func() T {
		once.Do(func() {
			failed = true
			defer func() { p = recover() }()
			v = f()
			failed = false
		})
		if failed {
			panic(p)
		}
		return v
	}
}

// SyncOnceValues is sync.OnceValues.
func SyncOnceValues[T1, T2 any](f func() (T1, T2)) func() (T1, T2) {
	var once sync.Once
	var v1 T1
	var v2 T2
	var p any
	failed := false
	return func() (T1, T2) {
		once.Do(func() {
			failed = true
			defer func() { p = recover() }()
			v1, v2 = f()
			failed = false
		})
		if failed {
			panic(p)
		}
		return v1, v2
	}
}
