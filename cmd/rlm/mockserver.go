package main

import (
	"fmt"
	"time"

	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/spf13/cobra"
)

func newMockServerCmd(io IO) *cobra.Command {
	var script, addr string
	var latency time.Duration
	cmd := &cobra.Command{
		Use:   "mock-server",
		Short: "Serve the OpenAI-compatible mock endpoint (scripted replies or the dry-run policy)",
		Long: `mock-server serves POST /v1/chat/completions on loopback and prints its base URL
on the first line of standard output. With --script it answers from a rule file
(see README: "The mock server"); without, from the built-in deterministic dry-run
policy, which says plainly in every answer that it is a mock. It runs until
interrupted.`,
		Example: `  rlm mock-server --script replies.json --addr 127.0.0.1:8090
  rlm --base-url http://127.0.0.1:8090/v1 --model any "question" < input.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var s *mock.Script
			if script != "" {
				var err error
				if s, err = mock.LoadScript(script); err != nil {
					return &cli.UsageError{Err: err}
				}
			}
			srv := mock.NewServer(s)
			srv.Latency = latency
			srv.MaxRecorded = 1000 // a long-lived server must not keep every request
			base, err := srv.Start(addr)
			if err != nil {
				return cli.Usagef("--addr %s: %v", addr, err)
			}
			defer srv.Close()
			fmt.Fprintln(io.Out, base)
			<-cmd.Context().Done()
			return nil
		},
	}
	cmd.Flags().StringVar(&script, "script", "", "rule file (JSON) of scripted replies")
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:0", "address to listen on")
	cmd.Flags().DurationVar(&latency, "latency", 0, "delay added to every reply")
	return cmd
}
