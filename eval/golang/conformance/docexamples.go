package conformance

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/doc"
	"go/format"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// AllowedPackages is the denominator of the documentation-example
// measurement (issue 16): the packages the Go REPL allowed at 286232b, as its
// refusal message lists them, plus io, path, net/url, log and iter, which
// the issue adds. The list does not shrink.
var AllowedPackages = []string{
	"bufio", "bytes", "cmp", "container/heap", "container/list", "container/ring",
	"crypto/md5", "crypto/sha256", "encoding/base64", "encoding/csv", "encoding/hex",
	"encoding/json", "errors", "fmt", "hash/fnv", "html", "maps", "math", "math/big",
	"math/bits", "math/rand", "regexp", "slices", "sort", "strconv", "strings", "sync",
	"sync/atomic", "text/tabwriter", "time", "unicode", "unicode/utf16", "unicode/utf8",
	// added by issue 16
	"io", "iter", "log", "net/url", "path",
}

// DocExamples collects, from the sources under goroot/src, every Example
// function of pkgs with an "// Output:" or "// Unordered output:" comment
// and turns it into a whole program as go/doc builds it for the playground.
// Want is the comment's text; CheckWithGoRun replaces it with go run's
// output. Examples go/doc cannot make a program of (those in a package's
// internal tests, or that lean on its unexported test helpers) are returned
// as skipped, with the reason.
func DocExamples(goroot string, pkgs []string) ([]Program, []Skip, error) {
	var progs []Program
	var skipped []Skip
	for _, pkg := range pkgs {
		dir := filepath.Join(goroot, "src", filepath.FromSlash(pkg))
		names, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
		if err != nil {
			return nil, nil, err
		}
		if len(names) == 0 {
			if _, err := os.Stat(dir); err != nil {
				return nil, nil, fmt.Errorf("package %s: %w (is %s a Go installation?)", pkg, err, goroot)
			}
			continue
		}
		// go/doc resolves an example's helpers within the files given:
		// external-test files together, internal-test files together.
		fset := token.NewFileSet()
		byPkg := map[string][]*ast.File{}
		for _, n := range names {
			f, err := parser.ParseFile(fset, n, nil, parser.ParseComments)
			if err != nil {
				return nil, nil, fmt.Errorf("package %s: %w", pkg, err)
			}
			byPkg[f.Name.Name] = append(byPkg[f.Name.Name], f)
		}
		for _, pkgName := range slices.Sorted(maps.Keys(byPkg)) {
			for _, ex := range doc.Examples(byPkg[pkgName]...) {
				if ex.Output == "" && !ex.EmptyOutput {
					continue // no // Output: comment: go test does not run it
				}
				name := pkg + ".Example" + ex.Name
				if ex.Play == nil {
					reason := "go/doc builds no program of it (it uses the test package's unexported helpers)"
					if !strings.HasSuffix(pkgName, "_test") {
						reason = "in the package's internal tests (package " + pkgName + "): no standalone program"
					}
					skipped = append(skipped, Skip{Name: name, Group: pkg, Reason: reason})
					continue
				}
				var b bytes.Buffer
				if err := format.Node(&b, fset, ex.Play); err != nil {
					skipped = append(skipped, Skip{Name: name, Group: pkg, Reason: "formatting the program: " + err.Error()})
					continue
				}
				progs = append(progs, Program{
					Name:      name,
					Group:     pkg,
					Source:    b.String(),
					Want:      ex.Output,
					Unordered: ex.Unordered,
				})
			}
		}
	}
	return progs, skipped, nil
}

// CheckWithGoRun runs every program with go run (at most parallel at once)
// and keeps those whose output go test would accept for the "// Output:"
// comment, with Want set to go run's exact output; the others are returned
// as skipped with the reason.
func CheckWithGoRun(ctx context.Context, g GoRun, progs []Program, parallel int) ([]Program, []Skip) {
	parallel = max(parallel, 1)
	type verdict struct {
		out string
		err error
	}
	verdicts := make([]verdict, len(progs))
	sem := make(chan struct{}, parallel)
	var wg sync.WaitGroup
	for i, p := range progs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			out, err := g.Output(ctx, p)
			verdicts[i] = verdict{out, err}
		}()
	}
	wg.Wait()
	var kept []Program
	var skipped []Skip
	for i, p := range progs {
		v := verdicts[i]
		switch {
		case v.err != nil:
			skipped = append(skipped, Skip{Name: p.Name, Group: p.Group, Reason: "fails under go run: " + firstLine(v.err.Error())})
		case !outputMatches(v.out, p.Want, p.Unordered):
			skipped = append(skipped, Skip{Name: p.Name, Group: p.Group, Reason: "go run's output differs from its // Output: comment"})
		default:
			p.Want = v.out
			kept = append(kept, p)
		}
	}
	return kept, skipped
}

// outputMatches is go test's rule for an example: outputs equal after
// trimming surrounding space (and line endings normalised), or, for
// unordered output, the same lines in any order.
func outputMatches(got, want string, unordered bool) bool {
	got = strings.TrimSpace(strings.ReplaceAll(got, "\r\n", "\n"))
	want = strings.TrimSpace(strings.ReplaceAll(want, "\r\n", "\n"))
	if unordered {
		return sortedLines(got) == sortedLines(want)
	}
	return got == want
}
