package build

import (
	"slices"
	"testing"
)

// The family table is whole: every family is reachable from Families, the
// profiles a family names exist, and every built-in profile holds the
// families that name it, in rank order, and validates.
func TestFamilyTable(t *testing.T) {
	want := []string{
		"cross_section_compare", "constraint_extraction_matrix", "contradiction_hunt", "procedure_reconstruction", "evidence_linking",
		"sniah", "oolong", "oolong_pairs", "code_qa", "oolong_synth", "longbench_v2",
	}
	if got := Families(); !slices.Equal(got, want) {
		t.Errorf("Families() = %v, want %v", got, want)
	}
	for _, f := range registered() {
		if d, ok := FamilyDescription(f.Name); !ok || d == "" {
			t.Errorf("family %s has no description", f.Name)
		}
		for p := range f.Profiles {
			if !slices.Contains(BuiltinProfileNames(), p) {
				t.Errorf("family %s names profile %q, which is not built in", f.Name, p)
			}
		}
	}
	for _, name := range BuiltinProfileNames() {
		p, ok := BuiltinProfile(name)
		if !ok {
			t.Fatalf("BuiltinProfile(%s) missing", name)
		}
		if err := p.Validate(); err != nil {
			t.Errorf("profile %s: %v", name, err)
		}
		var members []string
		for _, f := range registered() {
			if _, ok := f.Profiles[name]; ok {
				members = append(members, f.Name)
			}
		}
		if !slices.Equal(p.Families, members) || len(members) == 0 {
			t.Errorf("profile %s has families %v, the table says %v", name, p.Families, members)
		}
	}
}
