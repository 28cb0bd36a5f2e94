package engineflags

import (
	"fmt"
	"strconv"
	"strings"
)

// DefaultMaxContextBytes caps one input: large enough for the 1 GB contexts
// the engine is built for, small enough that `-c /dev/zero` stops with a
// message instead of filling the machine.
const DefaultMaxContextBytes = 8 << 30

// byteSize is a pflag.Value for sizes written with a unit: 1048576, 512MiB,
// 2GiB, 1.5GB (decimal units are powers of 1000, binary ones of 1024).
type byteSize struct{ n *int64 }

var byteUnits = []struct {
	suffix string
	mult   float64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"T", 1 << 40}, {"B", 1},
}

// ParseByteSize reads a size such as "512MiB"; see byteSize.
func ParseByteSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := 1.0
	for _, u := range byteUnits {
		if len(t) > len(u.suffix) && strings.EqualFold(t[len(t)-len(u.suffix):], u.suffix) {
			t, mult = strings.TrimSpace(t[:len(t)-len(u.suffix)]), u.mult
			break
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || v < 0 || v*mult > 1<<62 {
		return 0, fmt.Errorf("%q is not a size (want bytes, or a number with KiB, MiB, GiB, KB, MB, GB)", s)
	}
	return int64(v * mult), nil
}

func (b byteSize) Set(s string) error {
	v, err := ParseByteSize(s)
	if err != nil {
		return err
	}
	*b.n = v
	return nil
}

func (b byteSize) String() string {
	if b.n == nil || *b.n == 0 {
		return "0"
	}
	v := *b.n
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if v%u.size == 0 {
			return strconv.FormatInt(v/u.size, 10) + u.suffix
		}
	}
	return strconv.FormatInt(v, 10)
}

func (byteSize) Type() string { return "size" }
