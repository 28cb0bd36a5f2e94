package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// WrapArgErrors makes cobra's complaints about positional arguments
// (too many, too few, a stray word after a verb) UsageErrors, so they exit
// with status 2 like flag errors. A command that only groups subcommands
// (rlm logs) gets a check for a mistyped subcommand: cobra would answer it
// with the help text and status 0, which hides the typo from scripts.
//
// cobra reports an unknown subcommand of the root itself before any
// command runs; callers treat an error from a command that cannot run as a
// usage error (see IsCommandLine).
func WrapArgErrors(root *cobra.Command) {
	for _, c := range root.Commands() {
		wrapArgs(c)
	}
}

func wrapArgs(c *cobra.Command) {
	for _, sub := range c.Commands() {
		wrapArgs(sub)
	}
	if c.Args == nil && !c.Runnable() && c.HasSubCommands() {
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			return unknownSubcommand(cmd, args[0])
		}
		return
	}
	if check := c.Args; check != nil {
		c.Args = func(cmd *cobra.Command, args []string) error {
			if err := check(cmd, args); err != nil {
				return &UsageError{Err: err}
			}
			return nil
		}
	}
}

func unknownSubcommand(cmd *cobra.Command, name string) error {
	msg := fmt.Sprintf("unknown command %q for %q", name, cmd.CommandPath())
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's default, set only on its own path
	}
	if s := cmd.SuggestionsFor(name); len(s) > 0 {
		msg += "; did you mean " + strings.Join(s, " or ") + "?"
	}
	return Usagef("%s (see '%s --help')", msg, cmd.CommandPath())
}

// IsCommandLine reports whether err, returned by Execute for cmd, is about
// the command line rather than the work: a usage error, or any error of a
// command that cannot run (cobra's unknown-subcommand error for the root).
func IsCommandLine(cmd *cobra.Command, err error) bool {
	return IsUsage(err) || (cmd != nil && !cmd.Runnable())
}
