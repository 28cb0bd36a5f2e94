// Command lazify turns the symbol tables yaegi's extract command writes
// (an init function filling Symbols["path/name"] with a map literal) into
// functions that build the map when first asked for. Building every table
// at start-up cost each process that links the Go REPL, gpython eval
// workers and CLI start-ups included, 0.4 ms: math's and time's constants
// are parsed into exact values there. Run after `yaegi extract` (see the
// go:generate lines in stdsyms.go); files already lazified are left alone.
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
)

func main() {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "lazify: run in eval/golang/internal/stdsyms")
		os.Exit(1)
	}
	for _, f := range files {
		if err := lazify(f); err != nil {
			fmt.Fprintln(os.Stderr, "lazify:", err)
			os.Exit(1)
		}
	}
}

func lazify(file string) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, src, parser.ParseComments)
	if err != nil {
		return err
	}
	type splice struct{ start, end int }
	var edits []splice // the `Symbols[k] = ` part and the literal it assigns
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "init" || fn.Recv != nil || len(fn.Body.List) != 1 {
			continue
		}
		as, ok := fn.Body.List[0].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		idx, ok := as.Lhs[0].(*ast.IndexExpr)
		if !ok {
			continue
		}
		if id, ok := idx.X.(*ast.Ident); !ok || id.Name != "Symbols" {
			continue
		}
		if _, ok := as.Rhs[0].(*ast.CompositeLit); !ok {
			continue
		}
		edits = append(edits, splice{fset.Position(idx.X.Pos()).Offset, fset.Position(as.Rhs[0].End()).Offset})
	}
	if len(edits) == 0 {
		return nil
	}
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		stmt := string(src[e.start:e.end])
		// Symbols["k"] = map[...]...{...}  ->  symbolTables["k"] = func() map[string]reflect.Value { return map...{...} }
		eq := bytes.Index([]byte(stmt), []byte(" = "))
		out.Write(src[last:e.start])
		fmt.Fprintf(&out, "symbolTables%s = func() map[string]reflect.Value {\n\t\treturn %s\n\t}", stmt[len("Symbols"):eq], stmt[eq+3:])
		last = e.end
	}
	out.Write(src[last:])
	formatted, err := format.Source(out.Bytes())
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return os.WriteFile(file, formatted, 0o644)
}
