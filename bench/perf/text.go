package perf

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// vocabulary is small so that word counts give a dict of a realistic size
// for log-like or prose-like contexts; "zebra" is left out on purpose so that
// find has to scan the whole context.
var vocabulary = strings.Fields(`the quick brown fox jumps over lazy dog magic number is
report section data value alpha beta gamma delta record user id status error
warning info request response time date total amount price order item name`)

// Text returns size bytes of ASCII prose-like lines (words from a fixed
// vocabulary, lines of about 80 characters), the same for the same size.
func Text(size int) string {
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	b.Grow(size + 16)
	col := 0
	for b.Len() < size {
		w := vocabulary[r.IntN(len(vocabulary))]
		b.WriteString(w)
		col += len(w) + 1
		if col > 80 {
			b.WriteByte('\n')
			col = 0
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()[:size]
}

// ParseSize reads a byte count such as "50MB", "512KiB", "1G" or "1000000".
// K, M and G are powers of 1024 with or without "i" and "B".
func ParseSize(s string) (int, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(t, "B")
	t = strings.TrimSuffix(t, "I")
	mult := 1
	switch {
	case strings.HasSuffix(t, "K"):
		mult = 1 << 10
	case strings.HasSuffix(t, "M"):
		mult = 1 << 20
	case strings.HasSuffix(t, "G"):
		mult = 1 << 30
	}
	if mult > 1 {
		t = t[:len(t)-1]
	}
	n, err := strconv.ParseFloat(strings.TrimSpace(t), 64)
	if err != nil || n <= 0 || n*float64(mult) > 1<<34 {
		return 0, fmt.Errorf("size %q: want a positive byte count such as 50MB, 512KB or 1000000", s)
	}
	return int(n * float64(mult)), nil
}

// formatSize is the inverse of ParseSize for display.
func formatSize(n int) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%dGB", n>>30)
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dMB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dKB", n>>10)
	}
	return fmt.Sprintf("%dB", n)
}
