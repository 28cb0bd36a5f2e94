package main

import (
	"fmt"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/rlm-go/rlm/bench/build"
	"github.com/rlm-go/rlm/bench/pull"
	"github.com/rlm-go/rlm/internal/cli"
)

func newPullCmd() *cobra.Command {
	var (
		opts pull.Options
		list bool
	)
	cmd := &cobra.Command{
		Use:   "pull",
		Short: "Download benchmark sources into the data directory (resumable, checksummed)",
		Long: `Download the sources named in a manifest into DIR/raw/<id>.<ext> and record them in
DIR/index.json (bytes, sha256, when, whether reused). Without --manifest the built-in
manifest is used: the seed's five texts (Gutenberg pg_1342, pg_1661, pg_2701; RFC 9000,
RFC 9110) plus optional Hugging Face datasets (OOLONG synth and real, LongBench-v2,
BrowseComp-Plus) that are only pulled when named with --only or with --all.

Files already present are reused unless --force. An interrupted download leaves a
.part file that the next pull resumes with an HTTP Range request. A sha256 in the
manifest is verified; a mismatch removes the download and fails that source.

The offline starter suite needs no pull at all: see 'rlm-bench build --help'.

Manifest format (JSON):
  {"version": 1, "sources": [
    {"id": "rfc9000", "type": "text", "url": "https://www.rfc-editor.org/rfc/rfc9000.txt",
     "license": "IETF Trust", "sha256": "<optional hex>"},
    {"id": "notes", "type": "local", "path": "docs/notes.md"}]}
  type is text, parquet, jsonl, json or local; "optional": true skips a source by default.`,
		Example: `  # the seed's five texts into ./bench_data
  rlm-bench pull

  # one dataset from Hugging Face, into another directory
  rlm-bench pull --only oolong_synth_validation_0 --out /data/rlm

  # your own manifest, downloading everything again
  rlm-bench pull --manifest sources.json --force

  # what the manifest holds
  rlm-bench pull --list`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			m, err := pull.LoadManifest(opts.Manifest)
			if err != nil {
				return &cli.UsageError{Err: fmt.Errorf("--manifest: %w", jsonErrorAt(opts.Manifest, err))}
			}
			if err := checkOnly(m, opts.Only); err != nil {
				return err
			}
			if list {
				w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
				fmt.Fprintln(w, "ID\tTYPE\tOPTIONAL\tLICENSE\tURL/PATH")
				for _, s := range m.Sources {
					loc := s.URL
					if loc == "" {
						loc = s.Path
					}
					fmt.Fprintf(w, "%s\t%s\t%v\t%s\t%s\n", s.ID, s.Type, s.Optional, s.License, loc)
				}
				return w.Flush()
			}
			opts.Progress = cmd.ErrOrStderr()
			ix, err := pull.Run(cmd.Context(), opts)
			if ix != nil {
				reused := 0
				for _, e := range ix.Sources {
					if e.Reused {
						reused++
					}
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%d sources in %s/index.json (%d reused), %d failed\n", len(ix.Sources), opts.OutDir, reused, len(ix.Failed))
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.Manifest, "manifest", "", "manifest `FILE` (default: the built-in manifest)")
	f.StringVar(&opts.OutDir, "out", build.DefaultDataDir, "data `DIR` to write raw/ and index.json into")
	f.StringSliceVar(&opts.Only, "only", nil, "pull only these source `ids` (comma-separated); includes optional ones")
	f.BoolVar(&opts.All, "all", false, "also pull optional sources (large datasets)")
	f.BoolVar(&opts.Force, "force", false, "download again even when a verified copy exists")
	f.BoolVar(&list, "list", false, "list the manifest's sources and exit")
	return cmd
}

// checkOnly refuses --only ids the manifest does not have before anything
// is downloaded or written.
func checkOnly(m *pull.Manifest, only []string) error {
	have := make([]string, 0, len(m.Sources))
	for _, s := range m.Sources {
		have = append(have, s.ID)
	}
	for _, id := range only {
		if !slices.Contains(have, id) {
			return cli.Usagef("--only %s: no such source in the manifest (have %s)", id, strings.Join(have, ", "))
		}
	}
	return nil
}
