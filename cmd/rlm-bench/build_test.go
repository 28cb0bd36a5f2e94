package main

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"testing"

	"github.com/rlm-go/rlm/bench/build"
)

// `rlm-bench build --help` lists exactly the built-in profiles and the
// task families bench/build registers, in its order.
func TestBuildHelpListsRegistry(t *testing.T) {
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs([]string{"build", "--help"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatal(err)
	}
	help := out.String()
	section := func(title, next string) []string {
		m := regexp.MustCompile(`(?s)` + regexp.QuoteMeta(title) + `\n(.*?)\n` + regexp.QuoteMeta(next)).FindStringSubmatch(help)
		if m == nil {
			t.Fatalf("help has no %q section:\n%s", title, help)
		}
		var names []string
		for _, line := range regexp.MustCompile(`(?m)^  (\S+)`).FindAllStringSubmatch(m[1], -1) {
			names = append(names, line[1])
		}
		return names
	}
	if got, want := section("Built-in profiles (or pass a JSON file):", "Task lines carry"), build.BuiltinProfileNames(); !slices.Equal(got, want) {
		t.Errorf("help lists profiles %v, build has %v", got, want)
	}
	if got, want := section(`Task families (a profile's "families"):`, "Usage:"), build.Families(); !slices.Equal(got, want) {
		t.Errorf("help lists families %v, build has %v", got, want)
	}
}
