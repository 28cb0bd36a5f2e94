package lib

import (
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"testing"
)

// TestPackagesListTheirImports checks each package's Imports names exactly
// the packages of this list its source imports, so a session compiling them
// on demand compiles what they need first.
func TestPackagesListTheirImports(t *testing.T) {
	if len(Packages) != len(Sources) {
		t.Fatalf("%d packages, %d sources", len(Packages), len(Sources))
	}
	for path, p := range Packages {
		f, err := parser.ParseFile(token.NewFileSet(), path+".go", p.Source, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != path || p.Path != path {
			t.Errorf("%s: package clause %s, Path %s", path, f.Name.Name, p.Path)
		}
		var local []string
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			if _, ok := Packages[ip]; ok {
				local = append(local, ip)
			}
		}
		slices.Sort(local)
		want := slices.Sorted(slices.Values(p.Imports))
		if !slices.Equal(local, want) {
			t.Errorf("%s imports %v of this list, Imports says %v", path, local, p.Imports)
		}
	}
}
