package pylib

import "strings"

// SourceModules names the modules written in Python (their ModuleImpl has
// CodeSrc), so that eval/python can compile them ahead of time.
func SourceModules() []string {
	names := []string{"random", "time"}
	entries, _ := pysrc.ReadDir("pysrc")
	for _, e := range entries {
		if n, ok := strings.CutSuffix(e.Name(), ".py"); ok {
			names = append(names, n)
		}
	}
	return names
}
