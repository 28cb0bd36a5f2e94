package gpyseam

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const gpython = "github.com/go-python/gpython/"

// internalPackages are gpython's packages whose internals this package
// mirrors: vm (the opcode table, the Vm layout, the opcode numbers) and
// compile (the bytecode those wrappers read). symtable belongs to the
// compiler. Importing any of them elsewhere is depending on the pinned
// commit outside the seam.
var internalPackages = map[string]bool{
	gpython + "vm": true, gpython + "compile": true, gpython + "symtable": true,
}

// parserUsers may import gpython's parser and ast, public APIs the project
// does not mirror: the compile guard measures nesting on the parsed tree
// before gpython's recursive compiler sees it. Nothing else needs them.
var parserUsers = map[string]bool{
	"eval/python/compileguard.go": true,
}

// allowedUnsafe is what a file that imports gpython may take from unsafe
// outside the seam: StringData reads the address of a Go string's bytes
// (an identity key), never the layout of a gpython value.
var allowedUnsafe = map[string]bool{"StringData": true}

// TestNoInternalsOutsideSeam walks every Go file of the module and fails
// on a //go:linkname, an import of gpython's internal packages, or an
// unsafe layout access in a file that uses gpython, anywhere but here.
func TestNoInternalsOutsideSeam(t *testing.T) {
	root := moduleRoot(t)
	seam := filepath.Join(root, "eval", "python", "gpyseam")
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || filepath.Dir(path) == seam {
			return nil
		}
		files++
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return nil
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//go:linkname") {
					t.Errorf("%s:%d: //go:linkname outside eval/python/gpyseam: reach gpython through the seam", rel, fset.Position(c.Pos()).Line)
				}
			}
		}
		usesGpython, unsafeName := false, ""
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			line := fset.Position(im.Pos()).Line
			switch {
			case internalPackages[p]:
				t.Errorf("%s:%d: imports %s, a gpython internal: use eval/python/gpyseam", rel, line, p)
			case (p == gpython+"parser" || p == gpython+"ast") && !parserUsers[rel]:
				t.Errorf("%s:%d: imports %s: only %v may (add a file there only with a reason)", rel, line, p, keys(parserUsers))
			case p == "unsafe":
				unsafeName = "unsafe"
				if im.Name != nil {
					unsafeName = im.Name.Name
				}
			}
			if strings.HasPrefix(p, gpython) || p == strings.TrimSuffix(gpython, "/") {
				usesGpython = true
			}
		}
		if !usesGpython || unsafeName == "" {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == unsafeName && !allowedUnsafe[sel.Sel.Name] {
				t.Errorf("%s:%d: unsafe.%s in a file that uses gpython: layout and pointer tricks on gpython values belong in eval/python/gpyseam", rel, fset.Position(sel.Pos()).Line, sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("walked only %d Go files under %s: the module root was not found", files, root)
	}
}

func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

func keys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}
