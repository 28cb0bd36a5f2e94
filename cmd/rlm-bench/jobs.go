package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/bench/shard"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
)

// jobRun is what the slurm and k8s commands share: the run flags they pass
// through to every shard, the shard count, and the run's name.
type jobRun struct {
	opts  *runCmdOptions
	flags *pflag.FlagSet // the run's flags alone, to rebuild the command line
}

func newJobRun(cmd *cobra.Command) *jobRun {
	j := &jobRun{opts: &runCmdOptions{Engine: engineflags.New(), Getenv: cli.Getenv}, flags: pflag.NewFlagSet("run", pflag.ContinueOnError)}
	bindRunFlags(j.flags, j.opts)
	cmd.Flags().AddFlagSet(j.flags)
	return j
}

// check refuses what a job cannot use, and returns the run's name: --name
// when given, else the name rlm-bench run would derive, pinned so that
// every shard, whatever backend "auto" finds on its node, writes into one
// run.
func (j *jobRun) check() (name string, err error) {
	o := j.opts
	switch {
	case o.Shards < 1:
		return "", cli.Usagef("--shards N is required: how many shards (array tasks, pods) to run")
	case o.Shard != "":
		return "", cli.Usagef("--shard is set by the job itself (--shard auto in each task); leave it out")
	}
	if o.Run.Name != "" || o.Run.RunDir != "" {
		return o.Run.Name, nil
	}
	model := o.Engine.Endpoint.Model
	if model == "" {
		model = o.Getenv("RLM_MODEL")
	}
	if model == "" {
		return "", cli.Usagef("--model is required (or RLM_MODEL)")
	}
	variant := "default"
	if o.Run.Variant != "" {
		base := filepath.Base(o.Run.Variant)
		variant = strings.TrimSuffix(base, filepath.Ext(base))
	}
	backend := o.Engine.Eval
	if o.Run.Method == run.MethodDirect {
		backend = ""
	}
	return run.DefaultName(variant, model, o.Run.Method, backend), nil
}

// command is the shard's rlm-bench run command line, --shard auto aside.
func (j *jobRun) command(bin, name string, override map[string]string) []string {
	skip := []string{"shard", "shards", "name"}
	for k := range override {
		skip = append(skip, k)
	}
	args := []string{bin, "run"}
	if name != "" {
		args = append(args, "--name="+name)
	}
	args = append(args, passThrough(j.flags, skip...)...)
	for _, k := range sortedKeys(override) {
		args = append(args, "--"+k+"="+override[k])
	}
	return args
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func newSlurmCmd() *cobra.Command {
	var submit bool
	var bin, sbatch string
	var throttle int
	var extra []string
	var j *jobRun
	cmd := &cobra.Command{
		Use:   "slurm --shards N [run flags]",
		Short: "Print (or --submit) a Slurm array job running a run as N shards",
		Long: `Print an sbatch script whose array tasks 0..N-1 each run one shard of the run
the run flags describe (rlm-bench run --shard auto: the shard is the task's
position in the array). Tasks write into one run directory on the shared file
system (DATA/runs/NAME/shards/K-of-N); a task that is requeued, preempted or
killed resumes its shard, and no pair runs twice. With --submit the script goes
to sbatch and the job id is printed. When the array is done, rlm-bench summary,
logs and ab read the run as one, and rlm-bench merge writes it as one
results.jsonl.

--base-url may be a comma-separated list (task K uses entry K mod its length)
or a template with {shard} (http://node{shard}:8000/v1). The run's name is
pinned in the script (--name, or the name rlm-bench run would derive, with
the --eval value as given), so every task writes into the same run.`,
		Example: `  rlm-bench slurm --shards 8 --pool full --model qwen3 --base-url 'http://gpu{shard}:8000/v1' --epochs 3
  rlm-bench slurm --shards 4 --model mock --sbatch-option=--partition=debug --submit`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			name, err := j.check()
			if err != nil {
				return err
			}
			dataDir, err := absDir(j.opts.Run.DataDir)
			if err != nil {
				return err
			}
			runDir := j.opts.Run.RunDir
			if runDir == "" {
				runDir = run.NamedRunDir(dataDir, name)
			}
			if runDir, err = absDir(runDir); err != nil {
				return err
			}
			cwd, err := os.Getwd()
			if err != nil {
				return err
			}
			if bin == "" {
				bin = executable()
			}
			job := shard.SlurmJob{
				Name: "rlm-" + filepath.Base(runDir), Shards: j.opts.Shards, Dir: cwd,
				Command:  j.command(bin, name, nil),
				Output:   filepath.Join(runDir, "slurm-%A_%a.out"),
				Throttle: throttle, Extra: extra,
			}
			script := job.Script()
			if !submit {
				_, err := fmt.Fprint(cmd.OutOrStdout(), script)
				return err
			}
			// Slurm opens --output before the task starts and does not
			// create its directory.
			if err := os.MkdirAll(runDir, 0o755); err != nil {
				return err
			}
			var out, errb bytes.Buffer
			sb := exec.CommandContext(cmd.Context(), sbatch, "--parsable")
			sb.Stdin, sb.Stdout, sb.Stderr = strings.NewReader(script), &out, &errb
			if err := sb.Run(); err != nil {
				return fmt.Errorf("%s: %v: %s", sbatch, err, strings.TrimSpace(errb.String()))
			}
			id, _, _ := strings.Cut(strings.TrimSpace(out.String()), ";")
			fmt.Fprintln(cmd.OutOrStdout(), id)
			fmt.Fprintf(cmd.ErrOrStderr(), "slurm: submitted array job %s (%d tasks) into %s; logs in %s\n", id, j.opts.Shards, runDir, job.Output)
			return nil
		},
	}
	j = newJobRun(cmd)
	f := cmd.Flags()
	f.BoolVar(&submit, "submit", false, "submit the script with sbatch and print the job id")
	f.StringVar(&bin, "binary", "", "rlm-bench `PATH` the tasks run (default: this binary, which the nodes must see)")
	f.StringVar(&sbatch, "sbatch", "sbatch", "sbatch `PATH` for --submit")
	f.IntVar(&throttle, "throttle", 0, "array tasks running at once (--array=0-N%T); 0: the scheduler's choice")
	f.StringArrayVar(&extra, "sbatch-option", nil, "further #SBATCH `OPTION`, e.g. --sbatch-option=--partition=gpu (repeatable)")
	return cmd
}

func newK8sCmd() *cobra.Command {
	var image, namespace, claim, mount, secret, bin string
	var parallelism, backoff int
	var j *jobRun
	cmd := &cobra.Command{
		Use:   "k8s --shards N [run flags]",
		Short: "Print a Kubernetes Indexed Job running a run as N shards",
		Long: `Print a batch/v1 Job (completionMode: Indexed, completions N) whose pod with
index K runs shard K of the run the run flags describe (rlm-bench run --shard
auto, from JOB_COMPLETION_INDEX; RLM_SHARDS carries N). Every pod mounts the
PersistentVolumeClaim --claim at --mount as the data directory (--data is set
to it), so pools, the response cache and the run directory are shared; more
than one node needs a ReadWriteMany volume. A pod that fails is replaced and
resumes its shard. Apply it with kubectl apply -f -; then rlm-bench summary,
logs, ab or merge on the volume read the run as one.

Paths in the run flags (--pool FILE, --variant FILE, --prices) must exist
inside the image or on the volume.`,
		Example: `  rlm-bench k8s --shards 8 --image registry.example/rlm-bench:v1 --claim rlm-data \
    --pool starter --model qwen3 --base-url 'http://vllm-{shard}.vllm:8000/v1' | kubectl apply -f -`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			name, err := j.check()
			if err != nil {
				return err
			}
			switch {
			case image == "":
				return cli.Usagef("--image is required: an image holding rlm-bench")
			case claim == "":
				return cli.Usagef("--claim is required: the PersistentVolumeClaim holding the data directory")
			case !filepath.IsAbs(mount):
				return cli.Usagef("--mount must be an absolute path, got %q", mount)
			case parallelism < 0:
				return cli.Usagef("--parallelism must not be negative, got %d", parallelism)
			}
			jobName := name
			if jobName == "" {
				jobName = filepath.Base(j.opts.Run.RunDir)
			}
			m, err := shard.K8sJob{
				Name: "rlm-" + jobName, Namespace: namespace, Image: image, Shards: j.opts.Shards,
				Parallelism: parallelism, Claim: claim, MountPath: mount, APIKeySecret: secret,
				BackoffLimitPerIndex: backoff,
				Command:              j.command(bin, name, map[string]string{"data": mount}),
			}.Manifest()
			if err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(m)
			return err
		},
	}
	j = newJobRun(cmd)
	f := cmd.Flags()
	f.StringVar(&image, "image", "", "container `IMAGE` holding rlm-bench (required)")
	f.StringVar(&bin, "binary", "rlm-bench", "rlm-bench `PATH` inside the image")
	f.StringVar(&namespace, "namespace", "", "the Job's `NAMESPACE` (default: kubectl's)")
	f.StringVar(&claim, "claim", "", "PersistentVolumeClaim `NAME` holding the data directory (required)")
	f.StringVar(&mount, "mount", "/data", "where the volume is mounted in each pod; --data points there")
	f.StringVar(&secret, "api-key-secret", "", "Secret `NAME` whose key api-key becomes RLM_API_KEY")
	f.IntVar(&parallelism, "parallelism", 0, "pods running at once (default: --shards)")
	f.IntVar(&backoff, "backoff-limit-per-index", 3, "failed pods per index before the Job gives that index up")
	return cmd
}
