package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Inputs the model cannot read as meant get one warning each on stderr;
// the run still goes on.
func TestOddInputsAreWarnedAbout(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name, content, want string
	}{
		{"empty.txt", "", "is empty"},
		{"binary.bin", "ab\x00cd", "looks binary"},
		{"latin1.txt", "caf\xe9 cr\xe8me", "2 invalid bytes read as U+FFFD"},
		{"fine.txt", "plain text, caf\u00e9", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(dir, c.name)
			os.WriteFile(p, []byte(c.content), 0o644)
			code, _, stderr := runCLI(t, "", "--model", "mock", "--eval", "gpython", "--in-process", "-c", p, "what is here?")
			if code != 0 && code != 1 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			warned := strings.Contains(stderr, "warning: context "+p)
			if c.want == "" {
				if warned {
					t.Fatalf("warned about plain text: %s", stderr)
				}
				return
			}
			if !warned || !strings.Contains(stderr, c.want) {
				t.Fatalf("stderr lacks the warning %q:\n%s", c.want, stderr)
			}
		})
	}
}
