package lazyre

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestCompilesOnFirstUse(t *testing.T) {
	r := New(`(\w+)@(\w+)`)
	if m := r.FindStringSubmatch("x a@b y"); len(m) != 3 || m[1] != "a" || m[2] != "b" {
		t.Errorf("FindStringSubmatch = %q", m)
	}
	if r.Re() != r.Re() {
		t.Error("compiled twice")
	}
	bad := New(`(`)
	defer func() {
		if recover() == nil {
			t.Error("an invalid expression did not panic when used")
		}
	}()
	bad.MatchString("x")
}

// A lazy expression fails only when used, so every literal one in the
// module is compiled here instead.
func TestEveryExpressionInTheModuleCompiles(t *testing.T) {
	root, _ := filepath.Abs("../..")
	n := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return nil // not this test's concern
		}
		ast.Inspect(f, func(nd ast.Node) bool {
			call, ok := nd.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "New" {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "lazyre" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok {
				return true
			}
			expr, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Errorf("%s: %v", path, err)
				return true
			}
			n++
			if _, err := regexp.Compile(expr); err != nil {
				t.Errorf("%s: %v", path, err)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Errorf("found %d lazy expressions; the walk is not reaching the module", n)
	}
}
