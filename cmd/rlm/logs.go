package main

import (
	"encoding/json"
	"errors"
	"fmt"
	benchlogs "github.com/rlm-go/rlm/bench/logs"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/observability"
)

func newLogsCmd() *cobra.Command {
	var dataDir string
	cmd := &cobra.Command{
		Use:   "logs",
		Short: "List, show and export stored runs",
		Long: `Every rlm and rlm chat run is recorded as one JSONL file under the data
directory (--data-dir, default ` + observability.DefaultDataDir() + `).
list shows them newest first; show and export take a run id or a unique
prefix of one.`,
		Example: `  rlm logs list
  rlm logs show 20261122T013101
  rlm logs export 20261122T013101 --format trajectory -o run.jsonl`,
	}
	cmd.PersistentFlags().StringVar(&dataDir, "data-dir", "", "run files directory (default "+observability.DefaultDataDir()+")")
	// Reading must not create the directory a mistyped --data-dir names:
	// opening the store would.
	dir := func() string { return firstNonEmpty(dataDir, observability.DefaultDataDir()) }
	open := func() (*observability.FileStore, error) {
		if st, err := os.Stat(dir()); err != nil || !st.IsDir() {
			return nil, cli.Usagef("no runs in %s: the directory does not exist (runs are recorded by rlm and rlm chat; see --data-dir)", dir())
		}
		return observability.OpenFileStore(dataDir)
	}
	readRun := func(id string) ([]event.Event, error) {
		fs, err := open()
		if err != nil {
			return nil, err
		}
		defer fs.Close()
		events, err := fs.ReadRun(id)
		if err != nil {
			// An unknown, ambiguous or unreadable run id: the user's to fix.
			return nil, &cli.UsageError{Err: err}
		}
		return events, nil
	}

	var asJSON bool
	list := &cobra.Command{
		Use:   "list",
		Short: "List stored runs, newest first",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if st, err := os.Stat(dir()); err != nil || !st.IsDir() {
				if asJSON {
					fmt.Fprintln(cmd.OutOrStdout(), "[]")
				} else {
					fmt.Fprintf(cmd.OutOrStdout(), "no runs in %s\n", dir())
				}
				return nil
			}
			fs, err := open()
			if err != nil {
				return err
			}
			defer fs.Close()
			runs, err := fs.ListRuns()
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				if runs == nil {
					runs = []observability.RunInfo{}
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(runs)
			}
			if len(runs) == 0 {
				fmt.Fprintf(out, "no runs in %s\n", fs.Dir())
				return nil
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "RUN\tSTARTED\tSTATUS\tAGENTS\tCOST\tDURATION\tQUERY\tANSWER")
			for _, r := range runs {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t$%.4f\t%s\t%s\t%s\n", r.ID, r.Started.Local().Format("2006-01-02 15:04:05"),
					r.Status, r.Agents, r.CostUSD, (time.Duration(r.DurationMS) * time.Millisecond).String(),
					oneLine(r.Query, 50), oneLine(firstOf(r.Answer, r.Error), 40))
			}
			return tw.Flush()
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "print JSON")

	var agentID string
	show := &cobra.Command{
		Use:   "show RUN",
		Short: "Show a run: its agent tree and an agent's iterations (RUN may be a unique prefix)",
		Example: `  rlm logs show 20261122T013101              # a unique prefix of the id rlm logs list shows
  rlm logs show 20261122T013101-55f7997d169f --agent root.c1    # a child agent (from the tree)`,
		Args: oneRunID,
		RunE: func(cmd *cobra.Command, args []string) error {
			events, err := readRun(args[0])
			if err != nil {
				return err
			}
			if err := checkAgent(events, agentID); err != nil {
				return err
			}
			printRun(cmd.OutOrStdout(), events, agentID)
			return nil
		},
	}
	show.Flags().StringVar(&agentID, "agent", "root", "agent whose iterations to print")

	var format, output string
	export := &cobra.Command{
		Use:   "export RUN|TRACE",
		Short: "Export a run as " + observability.ExportDescriptionList(),
		Long: "Export a run as " + observability.ExportDescriptionList() + `.
RUN is a stored run's id or a unique prefix of one; TRACE is a path: a
--trace JSONL file, a run store file, or an rlm-bench task's trace.jsonl
or its directory.`,
		Example: `  rlm logs export 20261122T013101 > run.json
  rlm logs export 20261122T013101 --format trajectory -o run.jsonl
  rlm logs export run.trace.jsonl --format trajectory
  rlm logs export bench_data/runs/nightly/tasks/niah-001/e0 --format trajectory`,
		Args: oneRunID,
		RunE: func(cmd *cobra.Command, args []string) error {
			exporter, ok := observability.LookupExporter(format)
			if !ok {
				return &cli.UsageError{Err: observability.UnknownFormatError("--format", format)}
			}
			toFile := output != "" && output != "-"
			if toFile {
				if st, err := os.Stat(filepath.Dir(output)); err != nil || !st.IsDir() {
					return cli.Usagef("--output %s: directory %s does not exist", output, filepath.Dir(output))
				}
			}
			var events []event.Event
			var err error
			if _, statErr := os.Stat(args[0]); statErr == nil {
				// An existing path is a trace file; anything else is a run id.
				if events, err = observability.ReadTraceFile(args[0]); err != nil {
					return &cli.UsageError{Err: fmt.Errorf("trace %s: %w", args[0], err)}
				}
			} else if evs, ok, terr := benchlogs.ReadTaskTrace(args[0]); ok {
				// An rlm-bench task whose trace lives in its run's
				// traces.jsonl, not in a directory of its own.
				if terr != nil {
					return &cli.UsageError{Err: fmt.Errorf("trace %s: %w", args[0], terr)}
				}
				events = evs
			} else if events, err = readRun(args[0]); err != nil {
				return err
			}
			b, err := exporter.Write(events, observability.ExportOptions{})
			if err != nil {
				return err
			}
			if !toFile {
				_, err = cmd.OutOrStdout().Write(b)
				return err
			}
			return writeFileAtomic(output, b)
		},
	}
	export.Flags().StringVar(&format, "format", observability.DefaultExportFormat, observability.ExportFormatList())
	export.Flags().StringVarP(&output, "output", "o", "", "write to FILE instead of stdout")

	cmd.AddCommand(list, show, export)
	return cmd
}

// oneRunID wants exactly one RUN argument.
func oneRunID(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return cli.Usagef("want one RUN id (or a unique prefix of one; see rlm logs list), got %d arguments", len(args))
	}
	return nil
}

// checkAgent refuses an --agent the run does not have, naming those it has,
// rather than printing an empty list of iterations.
func checkAgent(events []event.Event, agentID string) error {
	_, agents := observability.Summarize(events)
	ids := make([]string, 0, len(agents))
	for _, a := range agents {
		if a.ID == agentID {
			return nil
		}
		ids = append(ids, a.ID)
	}
	return cli.Usagef("--agent %s: no such agent in this run (it has %s)", agentID, strings.Join(ids, ", "))
}

// writeFileAtomic writes b to path through a temporary file in the same
// directory, so an interrupted export never leaves a truncated file.
func writeFileAtomic(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := f.Write(b)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Chmod(f.Name(), 0o600); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func printRun(w io.Writer, events []event.Event, agentID string) {
	info, agents := observability.Summarize(events)
	fmt.Fprintf(w, "run %s  %s  %d agents  %d LLM calls  %d+%d tokens  $%.4f  %s\n", info.ID, info.Status, info.Agents,
		info.LLMCalls, info.InputTokens, info.OutputTokens, info.CostUSD, time.Duration(info.DurationMS)*time.Millisecond)
	fmt.Fprintf(w, "query:  %s\n", info.Query)
	if info.Answer != "" {
		fmt.Fprintf(w, "answer: %s\n", info.Answer)
	}
	if info.Error != "" {
		fmt.Fprintf(w, "error:  %s\n", info.Error)
	}
	fmt.Fprintln(w, "\nagents:")
	for _, a := range agents {
		fmt.Fprintf(w, "%s%s  %s  %s  it=%d  %d+%d tok  $%.4f  %s\n", strings.Repeat("  ", a.Depth+1), a.ID, a.Status,
			a.Model, a.Iterations, a.InputTokens, a.OutputTokens, a.CostUSD, oneLine(a.Query, 60))
	}
	cards := observability.IterationCards(events, agentID)
	fmt.Fprintf(w, "\niterations of %s:\n", agentID)
	if len(cards) == 0 {
		fmt.Fprintln(w, "  (none)")
	}
	for _, c := range cards {
		fmt.Fprintf(w, "\n── iteration %d  %s  %d+%d tok  $%.4f%s\n", c.Iteration, time.Duration(c.DurationMS)*time.Millisecond,
			c.InputTokens, c.OutputTokens, c.CostUSD, map[bool]string{true: "  [final]"}[c.Final])
		if len(c.Blocks) == 0 && c.Response != "" {
			fmt.Fprintln(w, indent(c.Response))
		}
		for _, b := range c.Blocks {
			fmt.Fprintf(w, "  code (%s, %s):\n%s\n", b.Status, time.Duration(b.DurationMS)*time.Millisecond, indent(b.Code))
			if b.Stdout != "" {
				fmt.Fprintf(w, "  stdout:\n%s\n", indent(b.Stdout))
			}
			if s := strings.TrimSpace(b.Stderr + "\n" + b.Error); s != "" {
				fmt.Fprintf(w, "  stderr:\n%s\n", indent(s))
			}
		}
		for _, s := range c.Subcalls {
			fmt.Fprintf(w, "  %s %s %s → %s%s\n", s.Kind, s.ChildAgent, oneLine(s.Prompt, 60), oneLine(s.Answer, 60), oneLine(s.Error, 60))
		}
		for _, n := range c.Notes {
			fmt.Fprintf(w, "  note: %s\n", n)
		}
	}
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}
