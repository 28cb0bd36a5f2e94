package main

import (
	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/logs"
	"github.com/rlm-go/rlm/internal/cli"
)

func newLogsCmd() *cobra.Command {
	var opts logs.Options
	cmd := &cobra.Command{
		Use:   "logs",
		Short: "Show a run's rows, or one task's answer, error and trace",
		Long: `Without --task, list every row of the run as a table (--json: the rows as JSONL).
With --task, show that task's status, score, gold, answer and error per epoch,
and the last --tail events of its trace (--json: the same as JSON).

--run takes a run directory or a run name under DATA/runs.`,
		Example: `  # after rlm-bench run --pool starter --model mock --eval gpython
  rlm-bench logs --run default-mock-rlm-gpython
  rlm-bench logs --run default-mock-rlm-gpython --task sniah-number-8k-d10-000 --tail 50
  rlm-bench logs --run bench_data/runs/default-mock-rlm-gpython --task code-method_count-flag-002 --epoch 1 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case opts.Run == "":
				return cli.Usagef("--run is required: a run directory or a run name under %s/runs", opts.DataDir)
			case opts.Tail < 0:
				return cli.Usagef("--tail must not be negative, got %d", opts.Tail)
			case opts.Epoch < 0:
				return cli.Usagef("--epoch must not be negative, got %d", opts.Epoch)
			case opts.Epoch != 0 && opts.Task == "":
				return cli.Usagef("--epoch needs --task")
			}
			if _, err := logs.ResolveRunDir(opts.Run, opts.DataDir); err != nil {
				return &cli.UsageError{Err: err}
			}
			opts.Out = cmd.OutOrStdout()
			opts.Warn = cmd.ErrOrStderr()
			if err := logs.Show(opts); err != nil {
				// logs only reads what the run wrote: what is left to fail
				// is the input (an unknown task or epoch, a malformed row).
				return &cli.UsageError{Err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Run, "run", "", "run `DIR` or NAME (required)")
	f.StringVar(&opts.DataDir, "data", build.DefaultDataDir, "data `DIR` holding runs/")
	f.StringVar(&opts.Task, "task", "", "task `ID` to show")
	f.IntVar(&opts.Epoch, "epoch", 0, "only this epoch of --task (default all)")
	f.IntVar(&opts.Tail, "tail", 20, "trace events to show, from the end (0 = all)")
	f.BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}
