package shard

import (
	"fmt"
	"strings"
)

// SlurmJob is an array job running one shard per array task.
type SlurmJob struct {
	Name   string // job name
	Shards int
	// Command is the shard's command line up to and excluding --shard:
	// the rlm-bench binary, "run" and the run's flags.
	Command []string
	// Dir is the working directory of every task (sbatch --chdir);
	// relative paths in Command are read from it.
	Dir string
	// Output is the log file pattern (sbatch --output); with
	// --open-mode=append a requeued task adds to its log.
	Output string
	// Throttle caps the array tasks running at once (--array=0-N%T); 0
	// leaves it to the scheduler.
	Throttle int
	// Extra are further #SBATCH options, e.g. "--partition=gpu".
	Extra []string
}

// Script is the sbatch script. Each task runs its shard with --shard auto,
// which reads its position in the array; a requeued or restarted task
// resumes its shard's rows and runs only the missing pairs.
func (j SlurmJob) Script() string {
	var b strings.Builder
	b.WriteString("#!/bin/bash\n")
	fmt.Fprintf(&b, "# rlm-bench: %d shards of one run, one per array task; merge with rlm-bench merge.\n", j.Shards)
	opt := func(s string) { fmt.Fprintf(&b, "#SBATCH %s\n", s) }
	opt("--job-name=" + j.Name)
	array := fmt.Sprintf("--array=0-%d", j.Shards-1)
	if j.Throttle > 0 {
		array += fmt.Sprintf("%%%d", j.Throttle)
	}
	opt(array)
	if j.Dir != "" {
		opt("--chdir=" + j.Dir)
	}
	if j.Output != "" {
		opt("--output=" + j.Output)
	}
	opt("--open-mode=append")
	opt("--requeue")
	for _, e := range j.Extra {
		opt(e)
	}
	b.WriteString("set -eu\n")
	fmt.Fprintf(&b, "export RLM_SHARDS=%d\n", j.Shards)
	b.WriteString("exec")
	for _, a := range append(append([]string(nil), j.Command...), "--shard", "auto") {
		b.WriteString(" " + ShellQuote(a))
	}
	b.WriteString("\n")
	return b.String()
}

// ShellQuote quotes s for a POSIX shell when it holds anything but
// characters that never need quoting.
func ShellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=,+@%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
