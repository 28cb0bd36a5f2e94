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
	files := 0
	for _, p := range Packages {
		files += 1 + len(p.More)
	}
	if files != len(Sources) {
		t.Fatalf("%d files in Packages, %d sources", files, len(Sources))
	}
	for path, p := range Packages {
		var local []string
		for _, src := range append([]string{p.Source}, p.More...) {
			f, err := parser.ParseFile(token.NewFileSet(), path+".go", src, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			if f.Name.Name != path || p.Path != path {
				t.Errorf("%s: package clause %s, Path %s", path, f.Name.Name, p.Path)
			}
			for _, imp := range f.Imports {
				ip, _ := strconv.Unquote(imp.Path.Value)
				if _, ok := Packages[ip]; ok && !slices.Contains(local, ip) {
					local = append(local, ip)
				}
			}
		}
		slices.Sort(local)
		want := slices.Sorted(slices.Values(p.Imports))
		if !slices.Equal(local, want) {
			t.Errorf("%s imports %v of this list, Imports says %v", path, local, p.Imports)
		}
	}
}
