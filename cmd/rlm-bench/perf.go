package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/perf"
	"github.com/rlm-go/rlm/internal/cli"
)

func newPerfCmd() *cobra.Command {
	var (
		size     string
		opts     perf.Options
		asJSON   bool
		baseline string
		rounds   int
	)
	cmd := &cobra.Command{
		Use:   "perf",
		Short: "Benchmark the Python backends side by side on a large context",
		Long: `Run the same operations in the embedded gpython backend and the CPython
backend over one generated context (len, a 10k slice, split, find, count,
replace, a 1e6-iteration loop, a word count over 2 MB, an empty cell and an
llm_query round trip), and print the median of --runs timings per backend,
the gpython/CPython ratio and whether each performance target is met
(gpython within 3x of CPython on bulk string work, len and a slice under
0.1 ms, an empty CPython cell under 2 ms, an llm_query round trip under
0.5 ms).

Operations are timed inside the interpreter; "cell" is the whole Exec of an
empty cell. Other work on the machine skews the numbers: the load average
before and after is printed with them.

With --baseline, compare instead: run this rlm-bench's perf and the
baseline executable's (another rlm-bench, e.g. built from an older commit)
in alternating order for --rounds rounds with the same --size, --runs and
--python, and print each operation's gpython/CPython ratio for both (the
median across rounds), the change, and the operations whose ratio got worse
by more than 10%.`,
		Example: `  rlm-bench perf
  rlm-bench perf --size 10MB --runs 3
  rlm-bench perf --json > perf.json
  rlm-bench perf --baseline /tmp/rlm-bench-old --size 10MB --runs 5 --rounds 5`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			n, err := perf.ParseSize(size)
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			opts.Size = n
			if baseline != "" {
				return comparePerf(cmd, baseline, size, rounds, opts, asJSON)
			}
			if !asJSON {
				opts.Progress = cmd.ErrOrStderr()
			}
			rep, err := perf.Run(cmd.Context(), opts)
			if err != nil {
				return err
			}
			return writePerf(cmd.OutOrStdout(), asJSON, rep, rep.WriteTable)
		},
	}
	f := cmd.Flags()
	f.StringVar(&size, "size", "50MB", "context `SIZE` (KB, MB, GB are powers of 1024)")
	f.IntVar(&opts.Runs, "runs", 7, "timings per operation and backend (the median is shown)")
	f.StringVar(&opts.Python, "python", "python3", "CPython interpreter `PATH` or name")
	f.BoolVar(&asJSON, "json", false, "print the report as JSON")
	f.StringVar(&baseline, "baseline", "", "compare with the rlm-bench executable at `PATH` instead (see above)")
	f.IntVar(&rounds, "rounds", 5, "with --baseline: rounds, each running both executables once")
	return cmd
}

// comparePerf runs perf of this executable and of baseline side by side.
func comparePerf(cmd *cobra.Command, baseline, size string, rounds int, opts perf.Options, asJSON bool) error {
	if rounds < 1 {
		return &cli.UsageError{Err: fmt.Errorf("--rounds %d: want at least 1", rounds)}
	}
	base, err := exec.LookPath(baseline)
	if err != nil {
		return &cli.UsageError{Err: fmt.Errorf("--baseline %s: not an executable: %w", baseline, err)}
	}
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("perf: finding this executable: %w", err)
	}
	args := []string{"--size", size, "--runs", strconv.Itoa(opts.Runs)}
	if opts.Python != "" {
		args = append(args, "--python", opts.Python)
	}
	copts := perf.CompareOptions{Current: self, Baseline: base, Args: args, Rounds: rounds}
	if !asJSON {
		copts.Progress = cmd.ErrOrStderr()
	}
	c, err := perf.Compare(cmd.Context(), copts)
	if err != nil {
		return err
	}
	return writePerf(cmd.OutOrStdout(), asJSON, c, c.WriteTable)
}

// writePerf prints a report as indented JSON, or as its table.
func writePerf(w io.Writer, asJSON bool, report any, table func(io.Writer) error) error {
	if !asJSON {
		return table(w)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(report)
}
