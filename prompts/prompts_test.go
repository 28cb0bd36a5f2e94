package prompts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSystemPromptsNameTheirLanguage(t *testing.T) {
	for lang, marker := range map[string]string{"python": "REPL language: Python", "go": "REPL language: Go"} {
		s, err := System(lang)
		if err != nil {
			t.Fatal(err)
		}
		// The mock server and the optimizer key on this line.
		if !strings.Contains(s, marker) {
			t.Fatalf("%s prompt lacks %q", lang, marker)
		}
	}
	if _, err := System("cobol"); err == nil {
		t.Fatal("an unknown language must be an error")
	}
}

func TestLoadVariant(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "terse.md")
	os.WriteFile(good, []byte("Be terse.\n"), 0o644)
	v, err := LoadVariant(good)
	if err != nil || v.Name != "terse" || v.Text != "Be terse.\n" {
		t.Fatalf("got %+v, %v", v, err)
	}
	empty := filepath.Join(dir, "empty.md")
	os.WriteFile(empty, []byte(" \n"), 0o644)
	if _, err := LoadVariant(empty); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Fatalf("empty variant: %v", err)
	}
	if _, err := LoadVariant(filepath.Join(dir, "missing.md")); err == nil {
		t.Fatal("a missing file must be an error")
	}
}

// Each prompt says which finishing contract to use, how the gates hold an
// answer back, and that the caller's own slot counts against the limit.
func TestSystemPromptsExplainFinishingGatesAndSlots(t *testing.T) {
	for lang, wants := range map[string][]string{
		"python": {`answer["ready"] = True`, `already defined as {"content": "", "ready": False}`, "Use this form", "[CHECK-IN]", "assess_dispatch", "you hold one slot yourself", "read-only"},
		"go":     {"Answer.Content = text; Answer.Ready = true", "Use these", "[CHECK-IN]", "AssessDispatch", "you hold one slot yourself", "read-only"},
	} {
		s, err := System(lang)
		if err != nil {
			t.Fatal(err)
		}
		s = strings.ReplaceAll(s, "`", "")
		for _, w := range wants {
			if !strings.Contains(s, w) {
				t.Errorf("%s prompt lacks %q", lang, w)
			}
		}
	}
}
