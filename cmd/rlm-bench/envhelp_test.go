package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// readmeEnvironment is every variable the README's configuration table
// names in its environment column.
func readmeEnvironment(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "### Configuration")
	if !ok {
		t.Fatal("README has no Configuration section")
	}
	table, _, _ = strings.Cut(table, "\n## ")
	var vars []string
	for _, line := range strings.Split(table, "\n") {
		cols := strings.Split(line, "|")
		if len(cols) < 4 {
			continue
		}
		vars = append(vars, regexp.MustCompile("`([A-Z][A-Z0-9_]+)`").FindAllString(cols[2], -1)...)
	}
	for i, v := range vars {
		vars[i] = strings.Trim(v, "`")
	}
	if len(vars) < 10 {
		t.Fatalf("found only %v in README's configuration table", vars)
	}
	return vars
}

func TestHelpListsREADMEEnvironment(t *testing.T) {
	code, out, errOut := runCLI(t, "--help")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	_, env, _ := strings.Cut(out, "Environment")
	for _, v := range readmeEnvironment(t) {
		if !regexp.MustCompile(`\b` + v + `\b`).MatchString(env) {
			t.Errorf("rlm-bench --help does not list %s (README's configuration table does)", v)
		}
	}
}
