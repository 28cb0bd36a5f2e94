package golang

import (
	"sort"
	"strings"
)

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

// sortEdits orders edits by where they start, keeping the order of edits
// that start at the same token.
func sortEdits(edits []edit) {
	sort.SliceStable(edits, func(a, b int) bool { return edits[a].start < edits[b].start })
}
