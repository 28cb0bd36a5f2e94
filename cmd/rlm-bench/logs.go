package main

import (
	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/logs"
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
		Example: `  rlm-bench logs --run default-mock-rlm-gpython
  rlm-bench logs --run default-mock-rlm-gpython --task sniah-0003 --tail 50
  rlm-bench logs --run bench_data/runs/mine --task code_qa-0001 --epoch 2 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Warn = cmd.ErrOrStderr()
			return logs.Show(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Run, "run", "", "run `DIR` or NAME (required)")
	f.StringVar(&opts.DataDir, "data", build.DefaultDataDir, "data `DIR` holding runs/")
	f.StringVar(&opts.Task, "task", "", "task `ID` to show")
	f.IntVar(&opts.Epoch, "epoch", 0, "only this epoch of --task (default all)")
	f.IntVar(&opts.Tail, "tail", 20, "trace events to show, from the end (0 = all)")
	f.BoolVar(&opts.JSON, "json", false, "print JSON")
	_ = cmd.MarkFlagRequired("run")
	return cmd
}
