package cli

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// Version describes the running binary for --version: the module version,
// the commit it was built from and the Go release that built it, as the
// build recorded them (go install of a tagged module has a version; a
// build from a checkout has the commit unless -buildvcs=false).
func Version() string {
	version, commit, goVersion := "(devel)", "unknown", runtime.Version()
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
		if bi.GoVersion != "" {
			goVersion = bi.GoVersion
		}
		var modified bool
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if modified && commit != "unknown" {
			commit += " (modified)"
		}
	}
	return fmt.Sprintf("%s, commit %s, %s %s/%s", version, commit, goVersion, runtime.GOOS, runtime.GOARCH)
}

// VersionTemplate is cobra's --version template for Version.
func VersionTemplate() string { return `{{.Name}} {{.Version}}` + "\n" }

// Suggest returns the subcommand of root (or flag, for the words people
// try as commands) that word is probably a typo of, or "". A typo is one
// edit away (a swap of neighbours counts as one), or two for words longer
// than five letters; cobra's own distance of two finds "logs" in "bogus".
func Suggest(root *cobra.Command, word string) string {
	word = strings.ToLower(word)
	switch word {
	case "version", "-version":
		return "--version"
	case "help", "-help", "-h":
		return "--help"
	}
	max := 1
	if len(word) > 5 {
		max = 2
	}
	var near []string
	for _, c := range root.Commands() {
		if !c.IsAvailableCommand() {
			continue
		}
		if editDistance(word, c.Name()) <= max {
			near = append(near, c.Name())
		}
	}
	return strings.Join(near, " or ")
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and swaps of adjacent letters.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
