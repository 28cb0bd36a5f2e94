// Package inputs loads a run's inputs (the REPL's context variables) without
// copying them onto the heap: a regular file is mapped read-only, anything
// else (standard input, a pipe, a device) is first spooled to an unlinked
// temporary file, up to a cap, and then mapped. The strings handed to the
// engine are views of those mappings, and Set.File gives worker processes
// the same file, so a 1 GB input costs one copy in the page cache however
// many sessions read it.
package inputs

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"
)

// ErrTooLarge is wrapped by errors for inputs over the Set's cap.
var ErrTooLarge = errors.New("input too large")

// Set is the inputs of one process. Strings it returns stay valid for the
// life of the process: mappings are never unmapped, because substrings of
// an input (previews in events, variables) may outlive any point where the
// engine could know they are gone. Safe for concurrent use.
type Set struct {
	max int64 // bytes per input; 0: no cap

	mu    sync.Mutex
	files map[key]*os.File
}

type key struct {
	data *byte
	n    int
}

// NewSet returns a Set that refuses inputs over max bytes (0: no cap).
func NewSet(max int64) *Set {
	return &Set{max: max, files: map[key]*os.File{}}
}

// Load maps the file at path, spooling it first when it is not a regular
// file (a pipe, /dev/stdin, a device), and returns its bytes as a string.
func (s *Set) Load(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return "", err
	}
	if !st.Mode().IsRegular() {
		defer f.Close()
		return s.Spool(path, f)
	}
	if s.max > 0 && st.Size() > s.max {
		f.Close()
		return "", fmt.Errorf("%s is %d bytes: %w (the cap is %d bytes; raise --max-context-bytes)", path, st.Size(), ErrTooLarge, s.max)
	}
	return s.adopt(f, st.Size())
}

// Spool copies r (standard input, say) into an unlinked temporary file, at
// most the cap, and maps it. name is used in errors.
func (s *Set) Spool(name string, r io.Reader) (string, error) {
	f, err := os.CreateTemp("", "rlm-input-")
	if err != nil {
		return "", fmt.Errorf("spooling %s: %w", name, err)
	}
	os.Remove(f.Name())
	src := r
	if s.max > 0 {
		src = io.LimitReader(r, s.max+1)
	}
	n, err := io.Copy(f, src)
	if err != nil {
		f.Close()
		return "", fmt.Errorf("reading %s: %w", name, err)
	}
	if s.max > 0 && n > s.max {
		f.Close()
		return "", fmt.Errorf("%s: more than %d bytes: %w (raise --max-context-bytes)", name, s.max, ErrTooLarge)
	}
	return s.adopt(f, n)
}

// adopt maps f's first n bytes and remembers f for File.
func (s *Set) adopt(f *os.File, n int64) (string, error) {
	if n == 0 {
		f.Close()
		return "", nil
	}
	if int64(int(n)) != n {
		f.Close()
		return "", fmt.Errorf("%s: %d bytes cannot be mapped on this platform: %w", f.Name(), n, ErrTooLarge)
	}
	data, err := mapFile(f, int(n))
	if err != nil {
		f.Close()
		return "", fmt.Errorf("mapping %s: %w", f.Name(), err)
	}
	str := unsafe.String(&data[0], len(data))
	s.mu.Lock()
	s.files[key{unsafe.StringData(str), len(str)}] = f
	s.mu.Unlock()
	return str, nil
}

// File returns the open file whose mapping is exactly str, for a worker to
// map the same pages; false for any other string (a slice of an input, an
// input that did not come from this Set). The file stays the Set's.
func (s *Set) File(str string) (*os.File, bool) {
	if len(str) == 0 {
		return nil, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.files[key{unsafe.StringData(str), len(str)}]
	return f, ok
}

// Oddity says why the model may not read text as its author meant: it is
// empty, binary (it holds NUL bytes) or not UTF-8 (each invalid byte reads
// as U+FFFD in the REPL); "" when it is ordinary text. Commands print it as
// a warning, once per input.
func Oddity(text string) string {
	switch {
	case text == "":
		return "is empty"
	case strings.IndexByte(text, 0) >= 0:
		return "looks binary (it holds NUL bytes); the model sees it as text"
	case !utf8.ValidString(text):
		bad := 0
		for i := 0; i < len(text); {
			c, n := utf8.DecodeRuneInString(text[i:])
			if c == utf8.RuneError && n == 1 {
				bad++
			}
			i += n
		}
		return fmt.Sprintf("is not valid UTF-8: %d invalid bytes read as U+FFFD", bad)
	}
	return ""
}
