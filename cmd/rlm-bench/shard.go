package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/bench/shard"
	"github.com/rlm-go/rlm/internal/cli"
)

// resolveShard turns --shard and --shards into the run's shard, announcing
// where --shard auto found it, and picks the shard's endpoint when
// --base-url (or RLM_BASE_URL) is a list or a {shard} template.
func resolveShard(opts *runCmdOptions) error {
	var s shard.Spec
	switch strings.TrimSpace(opts.Shard) {
	case "":
		if opts.Shards != 0 {
			return cli.Usagef("--shards needs --shard auto")
		}
	case "auto":
		if opts.Shards < 0 {
			return cli.Usagef("--shards must be at least 1, got %d", opts.Shards)
		}
		spec, note, err := shard.FromEnv(opts.Getenv, opts.Shards)
		if err != nil {
			return &cli.UsageError{Err: err}
		}
		fmt.Fprintln(opts.Err, "run:", note)
		s = spec
	default:
		spec, err := shard.Parse(opts.Shard)
		if err != nil {
			return &cli.UsageError{Err: err}
		}
		if opts.Shards != 0 && opts.Shards != spec.Count {
			return cli.Usagef("--shard %s and --shards %d disagree", opts.Shard, opts.Shards)
		}
		s = spec
	}
	opts.Run.Shard = s

	ep := &opts.Engine.Endpoint
	spec, from := ep.BaseURL, "--base-url"
	if spec == "" {
		spec, from = opts.Getenv("RLM_BASE_URL"), "RLM_BASE_URL"
	}
	url, err := shard.BaseURL(spec, s)
	if err != nil {
		return &cli.UsageError{Err: fmt.Errorf("%s: %w", from, err)}
	}
	if url != spec {
		ep.BaseURL = url
		fmt.Fprintf(opts.Err, "run: shard %s talks to %s\n", s, url)
	}
	return nil
}

// passThrough rebuilds the run flags a user set on a slurm or k8s command
// line, for the generated job's rlm-bench run. skip names flags the
// generator sets itself.
func passThrough(fs *pflag.FlagSet, skip ...string) []string {
	var out []string
	// VisitAll with Changed, not Visit: the command parsed the flags, so
	// only its own FlagSet records them as set.
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Changed {
			return
		}
		for _, s := range skip {
			if f.Name == s {
				return
			}
		}
		out = append(out, "--"+f.Name+"="+f.Value.String())
	})
	return out
}

// executable is this binary's absolute path, for job scripts run elsewhere
// on a shared file system.
func executable() string {
	p, err := os.Executable()
	if err != nil {
		return "rlm-bench"
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return p
}

func absDir(p string) (string, error) {
	a, err := filepath.Abs(p)
	if err != nil {
		return "", errors.New("cannot make " + p + " absolute: " + err.Error())
	}
	return a, nil
}
