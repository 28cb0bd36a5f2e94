package pylib

import "github.com/rlm-go/rlm/eval/python/pyrewrite"

// \N{NAME} escapes in rewritten source resolve with unicodedata's names
// (aliases included).
func init() { pyrewrite.RegisterNames(lookupName) }

// Rewrite is pyrewrite.Rewrite without the line map.
func Rewrite(src string) (string, error) {
	out, _, err := pyrewrite.Rewrite(src)
	return out, err
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
