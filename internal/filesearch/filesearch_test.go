package filesearch

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fixture builds a tree that exercises ripgrep's defaults: a git
// repository with .gitignore files (nested, with a negation and a
// directory pattern), .ignore and .rgignore files, .git/info/exclude,
// hidden files and directories, a binary file, a symbolic link, and a
// file too large for one read buffer.
func fixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		".git/info/exclude":      "excluded.txt\n",
		".git/config":            "needle in git\n",
		".gitignore":             "# comment\n*.log\nbuild/\n!keep.log\n/rooted.txt\ndocs/**/gen-*\n",
		".ignore":                "skip.txt\n",
		".rgignore":              "rgskip.txt\n",
		"a.txt":                  "needle one\nno\nneedle two\r\n",
		"x.log":                  "needle log\n",
		"keep.log":               "needle keep\n",
		"rooted.txt":             "needle rooted\n",
		"excluded.txt":           "needle excluded\n",
		"skip.txt":               "needle skip\n",
		"rgskip.txt":             "needle rgskip\n",
		"build/out.txt":          "needle build\n",
		".hidden/h.txt":          "needle hidden\n",
		".dotfile":               "needle dot\n",
		"bin.dat":                "needle\x00binary\n",
		"late-bin.dat":           strings.Repeat("needle filler\n", 10) + "\x00",
		"src/a.go":               "package a\n// needle go\n",
		"src/sub/b.go":           "needle sub\nNEEDLE upper\n",
		"src/.gitignore":         "sub.txt\n",
		"src/sub.txt":            "needle ignored-by-src\n",
		"src/deep/rooted.txt":    "needle not-rooted\n",
		"docs/x/gen-1.md":        "needle generated\n",
		"docs/x/hand.md":         "needle hand\nlast line without newline needle",
		"big/large.txt":          strings.Repeat("filler line\n", 20000) + "needle far\n",
		"weird name [1].txt":     "needle weird\n",
		"unicode/ünï.txt":        "needle ünïcode\n",
		"src/sub/.hidden-sub.go": "needle hidden go\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("a.txt", filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func needRg(t *testing.T) string {
	rg, err := exec.LookPath("rg")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("ripgrep is not installed; .ci/run installs it")
		}
		t.Skip("ripgrep (rg) is not installed: apt-get install ripgrep")
	}
	return rg
}

// rgLines runs ripgrep in dir and returns "path:line:text" lines, sorted.
func rgLines(t *testing.T, rg, dir string, args ...string) []string {
	t.Helper()
	cmd := exec.Command(rg, append([]string{"--no-heading", "--with-filename", "--line-number", "--color", "never", "--no-config"}, args...)...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=/usr/bin:/bin"} // no global git excludes
	out, err := cmd.Output()
	if err != nil && cmd.ProcessState.ExitCode() != 1 { // 1: no match
		t.Fatalf("rg %v: %v", args, err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(string(out), "\n"), "\n") {
		if l != "" {
			lines = append(lines, strings.TrimPrefix(l, "./"))
		}
	}
	slices.Sort(lines)
	return lines
}

func grepLines(t *testing.T, dir, pattern string, opts GrepOptions) []string {
	t.Helper()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	ms, more, err := Grep(context.Background(), root, pattern, opts)
	if err != nil || more {
		t.Fatalf("Grep %q %+v: more %v err %v", pattern, opts, more, err)
	}
	var lines []string
	for _, m := range ms {
		lines = append(lines, fmt.Sprintf("%s:%d:%s", m.Path, m.Line, m.Text))
	}
	slices.Sort(lines)
	return lines
}

func TestGrepMatchesRipgrep(t *testing.T) {
	rg := needRg(t)
	dir := fixture(t)
	for _, tc := range []struct {
		name, pattern, path, glob string
		min                       int // lines ripgrep must find, so a case cannot pass empty
	}{
		{"defaults", "needle", "", "", 8},
		{"regex", `^needle (one|sub)$|far`, "", "", 3},
		{"case", "NEEDLE", "", "", 1},
		{"in a directory", "needle", "src", "", 2},
		{"in a deeper directory", "needle", "src/deep", "", 1},
		{"a named file", "needle", "x.log", "", 1},
		{"include glob", "needle", "", "*.log", 2},
		{"include glob over hiding", "needle", "", ".*", 1},
		{"include path glob", "needle", "", "src/**", 3},
		{"txt glob", "needle", "", "*.txt", 4},
		{"exclude glob", "needle", "", "!*.go", 4},
		{"no match", "absent-string", "", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var args []string
			if tc.glob != "" {
				args = append(args, "-g", tc.glob)
			}
			args = append(args, "-e", tc.pattern)
			if tc.path != "" {
				args = append(args, tc.path)
			}
			want := rgLines(t, rg, dir, args...)
			if len(want) < tc.min {
				t.Fatalf("ripgrep found only %d lines, the case expects at least %d: %q", len(want), tc.min, want)
			}
			got := grepLines(t, dir, tc.pattern, GrepOptions{Path: tc.path, Glob: tc.glob})
			if !slices.Equal(got, want) {
				t.Fatalf("Grep:\n%s\nripgrep:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

func TestGrepLimits(t *testing.T) {
	dir := t.TempDir()
	long := "needle " + strings.Repeat("é", 100)
	if err := os.WriteFile(filepath.Join(dir, "f.txt"), []byte(strings.Repeat("needle\n", 50)+long+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	ms, more, err := Grep(context.Background(), root, "needle", GrepOptions{MaxMatches: 10})
	if err != nil || !more || len(ms) != 10 || ms[9].Line != 10 {
		t.Fatalf("%d matches, more %v, err %v", len(ms), more, err)
	}
	ms, _, err = Grep(context.Background(), root, "é", GrepOptions{MaxLineBytes: 20})
	if err != nil || len(ms) != 1 || ms[0].Text != "needle éééééé [... 188 more bytes]" {
		t.Fatalf("%+v %v", ms, err)
	}
	for _, bad := range []GrepOptions{{Path: "../x"}, {Path: "/etc"}} {
		if _, _, err := Grep(context.Background(), root, "x", bad); err == nil {
			t.Fatalf("%+v: no error", bad)
		}
	}
	if _, _, err := Grep(context.Background(), root, "(", GrepOptions{}); err == nil || !strings.Contains(err.Error(), "pattern") {
		t.Fatalf("bad pattern: %v", err)
	}
}

func TestFindMatchesFind(t *testing.T) {
	dir := fixture(t)
	for _, tc := range []struct {
		glob string
		find []string // find's test, after -type f
		min  int
	}{
		{"*.txt", []string{"-name", "*.txt"}, 10},
		{"*.go", []string{"-name", "*.go"}, 3},
		{".*", []string{"-name", ".*"}, 4},
		{"src/**/*.go", []string{"-path", "./src/*.go"}, 3},
		{"docs/**", []string{"-path", "./docs/*"}, 2},
		{"*[1]*", []string{"-name", "*[1]*"}, 2},
		{"weird name \\[1\\].txt", []string{"-name", "weird name \\[1\\].txt"}, 1},
		{"?.txt", []string{"-name", "?.txt"}, 1},
		{"nothing-matches", []string{"-name", "nothing-matches"}, 0},
	} {
		t.Run(tc.glob, func(t *testing.T) {
			args := append([]string{".", "-path", "./.git", "-prune", "-o", "-type", "f"}, tc.find...)
			cmd := exec.Command("find", append(args, "-print")...)
			cmd.Dir = dir
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
				if l != "" {
					want = append(want, strings.TrimPrefix(l, "./"))
				}
			}
			slices.Sort(want)
			if len(want) < tc.min {
				t.Fatalf("find listed only %d files, the case expects at least %d: %q", len(want), tc.min, want)
			}
			root, err := os.OpenRoot(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer root.Close()
			got, more, err := Find(context.Background(), root, tc.glob, 0)
			if err != nil || more {
				t.Fatalf("Find: more %v err %v", more, err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("Find:\n%s\nfind:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}
