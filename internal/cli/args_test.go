package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func TestWrapArgErrors(t *testing.T) {
	newRoot := func() *cobra.Command {
		root := &cobra.Command{Use: "tool", SilenceErrors: true, SilenceUsage: true}
		group := &cobra.Command{Use: "logs"}
		group.AddCommand(&cobra.Command{Use: "list", Args: cobra.NoArgs, RunE: func(*cobra.Command, []string) error { return nil }})
		root.AddCommand(group, &cobra.Command{Use: "run", Args: cobra.ExactArgs(1), RunE: func(*cobra.Command, []string) error { return nil }})
		WrapArgErrors(root)
		return root
	}
	for _, tc := range []struct {
		args     []string
		wantErr  string // "" for success
		cmdLine  bool
		wantHelp bool
	}{
		{args: []string{"logs", "list"}},
		{args: []string{"logs"}, wantHelp: true},
		{args: []string{"logs", "lsit"}, wantErr: `unknown command "lsit" for "tool logs"; did you mean list?`, cmdLine: true},
		{args: []string{"logs", "list", "x"}, wantErr: `unknown command "x"`, cmdLine: true},
		{args: []string{"run"}, wantErr: "accepts 1 arg(s), received 0", cmdLine: true},
		{args: []string{"runn"}, wantErr: `unknown command "runn" for "tool"`, cmdLine: true},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			root := newRoot()
			var out bytes.Buffer
			root.SetOut(&out)
			root.SetArgs(tc.args)
			cmd, err := root.ExecuteC()
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				if tc.wantHelp != strings.Contains(out.String(), "Available Commands") {
					t.Fatalf("help printed %v, want %v: %q", !tc.wantHelp, tc.wantHelp, out.String())
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("error %v, want %q", err, tc.wantErr)
			}
			if IsCommandLine(cmd, err) != tc.cmdLine {
				t.Fatalf("IsCommandLine = %v, want %v", !tc.cmdLine, tc.cmdLine)
			}
		})
	}
}
