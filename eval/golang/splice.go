package golang

import "strings"

// edit replaces src[start:end] with text; start == end inserts.
type edit struct {
	start, end int
	text       string
}

// applyEdits splices edits into src. The rewrite passes find their edits
// by scanning tokens left to right, so edits come in order and never
// overlap; inserts at one offset keep their order.
func applyEdits(src string, edits []edit) string {
	if len(edits) == 0 {
		return src
	}
	var b strings.Builder
	b.Grow(len(src))
	last := 0
	for _, e := range edits {
		b.WriteString(src[last:e.start])
		b.WriteString(e.text)
		last = e.end
	}
	b.WriteString(src[last:])
	return b.String()
}
