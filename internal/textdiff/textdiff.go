// Package textdiff says where two program outputs part: what conformance
// harnesses report for a program whose output is not the oracle's.
package textdiff

import "strings"

// FirstLine finds the first line (numbered from 1) where want and got
// differ, with the two lines ("" past either's end); ok is false when they
// hold the same lines.
func FirstLine(want, got string) (n int, w, g string, ok bool) {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		w, g = "", ""
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g || i >= len(wl) || i >= len(gl) {
			return i + 1, w, g, true
		}
	}
	return 0, "", "", false
}

// Clip shortens s to its first n bytes and an ellipsis.
func Clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
