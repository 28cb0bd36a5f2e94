// Package lazyre holds package-level regular expressions that compile on
// first use. Every eval worker is a fresh start of this binary, so an
// expression compiled by a package's initialisation costs every session,
// while most sessions never use it.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regexp.Regexp compiled when first used; it panics then if
// the expression is invalid, as regexp.MustCompile would at start-up (a
// test that uses every expression catches it).
type Regexp struct {
	re func() *regexp.Regexp
}

// New returns expr, compiled on first use.
func New(expr string) *Regexp {
	return &Regexp{re: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })}
}

// Re is the compiled expression.
func (r *Regexp) Re() *regexp.Regexp { return r.re() }

func (r *Regexp) MatchString(s string) bool  { return r.re().MatchString(s) }
func (r *Regexp) FindString(s string) string { return r.re().FindString(s) }
func (r *Regexp) FindStringSubmatch(s string) []string {
	return r.re().FindStringSubmatch(s)
}
func (r *Regexp) FindAllString(s string, n int) []string { return r.re().FindAllString(s, n) }
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.re().FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.re().FindAllStringSubmatch(s, n)
}
func (r *Regexp) ReplaceAllString(src, repl string) string {
	return r.re().ReplaceAllString(src, repl)
}
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.re().ReplaceAllStringFunc(src, repl)
}
func (r *Regexp) Split(s string, n int) []string { return r.re().Split(s, n) }
