package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/bench/shard"
	"github.com/rlm-go/rlm/llm/mock"
)

// slurmCluster is a single-node Slurm (slurmctld and slurmd on this
// machine) with its configuration, state and logs in a temporary
// directory.
type slurmCluster struct {
	dir, conf string
}

// startSlurm brings up Slurm on localhost, or skips the test saying why it
// cannot. Facts in ../shared/reference.md: Debian's slurm-wlm and munge, as
// root, without cgroup plugins.
func startSlurm(t *testing.T) *slurmCluster {
	t.Helper()
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("the Slurm test runs its own slurmctld and slurmd: needs Linux and root")
	}
	for _, b := range []string{"slurmctld", "slurmd", "sbatch", "scontrol", "sinfo", "squeue", "munged", "munge"} {
		if _, err := exec.LookPath(slurmBin(b)); err != nil {
			t.Skipf("Slurm is not installed (%s missing): apt-get install slurmctld slurmd slurm-client munge (.ci/run does)", b)
		}
	}
	c := &slurmCluster{dir: t.TempDir()}
	startMunge(t)
	host, _ := os.Hostname()
	host, _, _ = strings.Cut(host, ".")
	ports := freePorts(t, 2)
	for _, d := range []string{"state", "spool"} {
		if err := os.MkdirAll(filepath.Join(c.dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	conf := fmt.Sprintf(`ClusterName=rlmtest
SlurmctldHost=%[1]s(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
MailProg=/bin/true
SlurmctldPort=%[3]d
SlurmdPort=%[4]d
StateSaveLocation=%[2]s/state
SlurmdSpoolDir=%[2]s/spool
SlurmctldPidFile=%[2]s/slurmctld.pid
SlurmdPidFile=%[2]s/slurmd.pid
SlurmctldLogFile=%[2]s/slurmctld.log
SlurmdLogFile=%[2]s/slurmd.log
SchedulerParameters=sched_interval=1
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=%[5]d State=UNKNOWN
PartitionName=debug Nodes=%[1]s Default=YES MaxTime=INFINITE State=UP
`, host, c.dir, ports[0], ports[1], runtime.NumCPU())
	c.conf = filepath.Join(c.dir, "slurm.conf")
	if err := os.WriteFile(c.conf, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.stop)
	began := time.Now()
	for _, d := range []string{"slurmctld", "slurmd"} {
		if out, err := c.command(d).CombinedOutput(); err != nil {
			t.Skipf("Slurm cannot start here: %s: %v\n%s%s", d, err, out, c.logs())
		}
	}
	for time.Since(began) < 30*time.Second {
		out, _ := c.command("sinfo", "-h", "-o", "%T").Output()
		if s := strings.TrimSpace(string(out)); s == "idle" || s == "mixed" {
			t.Logf("Slurm up in %v", time.Since(began).Round(time.Millisecond))
			return c
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Skipf("Slurm did not bring its node up within 30 s\n%s", c.logs())
	return nil
}

// slurmBin finds a Slurm or munge program, also in /usr/sbin, where the
// daemons live and which a non-root PATH often lacks.
func slurmBin(name string) string {
	if _, err := exec.LookPath(name); err != nil {
		if p := filepath.Join("/usr/sbin", name); fileExists(p) {
			return p
		}
	}
	return name
}

func (c *slurmCluster) command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(slurmBin(name), args...)
	cmd.Env = append(os.Environ(), "SLURM_CONF="+c.conf)
	return cmd
}

func (c *slurmCluster) logs() string {
	var b strings.Builder
	for _, f := range []string{"slurmctld.log", "slurmd.log"} {
		data, _ := os.ReadFile(filepath.Join(c.dir, f))
		fmt.Fprintf(&b, "--- %s (tail)\n%s\n", f, tail(string(data), 1500))
	}
	return b.String()
}

// stop ends the daemons this test started (by their pid files) and any job
// left behind.
func (c *slurmCluster) stop() {
	_ = c.command("scancel", "--full", "--user=root").Run()
	for _, d := range []string{"slurmd", "slurmctld"} {
		killPidFile(filepath.Join(c.dir, d+".pid"))
	}
}

func killPidFile(path string) {
	b, err := os.ReadFile(path)
	if err != nil {
		return
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || pid <= 1 {
		return
	}
	_ = syscall.Kill(pid, syscall.SIGTERM)
	for i := 0; i < 50 && syscall.Kill(pid, 0) == nil; i++ {
		time.Sleep(100 * time.Millisecond)
	}
	_ = syscall.Kill(pid, syscall.SIGKILL)
}

// startMunge starts munged unless one already answers; the one it starts
// is stopped when the test ends.
func startMunge(t *testing.T) {
	t.Helper()
	if exec.Command("sh", "-c", "munge -n | unmunge").Run() == nil {
		return
	}
	if out, err := exec.Command("sh", "-c", "install -d -o munge -g munge -m 0755 /run/munge && su -s /bin/sh munge -c /usr/sbin/munged").CombinedOutput(); err != nil {
		t.Skipf("munged cannot start here: %v\n%s", err, out)
	}
	t.Cleanup(func() { killPidFile("/run/munge/munged.pid") })
	for i := 0; i < 50; i++ {
		if exec.Command("sh", "-c", "munge -n | unmunge").Run() == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Skip("munged started but does not answer")
}

func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	var lns []net.Listener
	for i := 0; i < n; i++ {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	for _, ln := range lns {
		ln.Close()
	}
	return ports
}

// submit runs rlm-bench slurm --submit (this test binary serving as
// rlm-bench in the array tasks) and returns the array job id.
func (c *slurmCluster) submit(t *testing.T, args ...string) string {
	t.Helper()
	// The tasks run this test binary: its TestMain serves as rlm-bench
	// with RLM_BENCH_AS_COMMAND=1, which the job alone gets.
	cmd := helperCmd(t, append([]string{"slurm", "--submit", "--sbatch-option=--export=ALL,RLM_BENCH_AS_COMMAND=1"}, args...)...)
	cmd.Env = append(cmd.Env, "SLURM_CONF="+c.conf)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("rlm-bench slurm --submit: %v\n%s", err, errb.String())
	}
	id := strings.TrimSpace(out.String())
	if _, err := strconv.Atoi(id); err != nil {
		t.Fatalf("sbatch gave job id %q\n%s", id, errb.String())
	}
	return id
}

// wait returns once no task of the array job is pending or running. A
// requeued task is held until its BeginTime (about 120 s later); wait
// releases it at once, as soon as it shows up held.
func (c *slurmCluster) wait(t *testing.T, job string, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		out, err := c.command("squeue", "-h", "-j", job, "-o", "%i %T %r").Output()
		if err == nil && strings.TrimSpace(string(out)) == "" {
			return
		}
		for _, line := range strings.Split(string(out), "\n") {
			if f := strings.Fields(line); len(f) == 3 && f[1] == "PENDING" && f[2] == "BeginTime" {
				_ = c.command("scontrol", "update", "JobId="+f[0], "StartTime=now").Run()
			}
		}
		time.Sleep(300 * time.Millisecond)
	}
	out, _ := c.command("squeue", "-j", job).CombinedOutput()
	t.Fatalf("array job %s still queued after %v:\n%s\n%s", job, limit, out, c.logs())
}

// uniqueShardRows reads every shard's results.jsonl of a run and fails on a
// pair recorded twice anywhere (not just superseded: written twice).
func uniqueShardRows(t *testing.T, runDir string, n int) {
	t.Helper()
	seen := map[string]string{}
	for k := 0; k < n; k++ {
		s := shard.Spec{Index: k, Count: n}
		rows, _, err := bench.ReadResults(filepath.Join(run.ShardDir(runDir, s), run.ResultsFile))
		if err != nil {
			t.Fatalf("shard %s: %v", s, err)
		}
		for _, r := range rows {
			key := fmt.Sprintf("%s#%d", r.TaskID, r.Epoch)
			if where, dup := seen[key]; dup {
				t.Errorf("pair %s recorded twice (shards %s and %s)", key, where, s)
			}
			seen[key] = s.String()
		}
	}
}

// TestSlurmArrayRunsOneRun runs the starter pool (its first 8 tasks) as a
// 4-task Slurm array against the mock and checks the merged run is the
// unsharded run, row for row, with every pair asked of the model once; then
// requeues one array task mid-run and checks every pair is still recorded
// exactly once.
func TestSlurmArrayRunsOneRun(t *testing.T) {
	if testing.Short() {
		t.Skip("brings up Slurm and builds the starter pool")
	}
	t.Parallel()
	c := startSlurm(t)
	data := t.TempDir()
	// Two mocks: a fast one, and a slow one (its latency set before it
	// serves) so the requeue catches a task with rows in flight.
	startMock := func(latency time.Duration) (*mock.Server, string) {
		srv := mock.NewServer(nil)
		srv.Latency = latency
		base, err := srv.Start("127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { srv.Close() })
		return srv, base
	}
	srv, base := startMock(0)
	slow, slowBase := startMock(150 * time.Millisecond)
	runFlags := func(name string, j int) []string {
		return []string{"--pool", "starter", "--limit", "8", "--data", data, "--model", "m", "--base-url", base,
			"--no-cache", "--eval", "gpython", "--in-process", "-j", strconv.Itoa(j), "--name", name}
	}

	code, _, stderr := runCLI(t, append([]string{"run"}, runFlags("single", 2)...)...)
	if code != 0 {
		t.Fatalf("unsharded run: exit %d\n%s", code, stderr)
	}
	single := len(srv.Requests())

	began := time.Now()
	job := c.submit(t, append([]string{"--shards", "4"}, runFlags("array", 1)...)...)
	c.wait(t, job, 90*time.Second)
	t.Logf("4-task array ran in %v", time.Since(began).Round(time.Millisecond))
	runDir := filepath.Join(data, "runs", "array")
	if got := len(srv.Requests()) - single; got != single {
		t.Errorf("the array asked the model %d times, the unsharded run %d: some pair ran twice or not at all", got, single)
	}
	uniqueShardRows(t, runDir, 4)
	code, out, stderr := runCLI(t, "merge", runDir)
	if code != 0 {
		logs, _ := filepath.Glob(filepath.Join(runDir, "slurm-*.out"))
		var b strings.Builder
		for _, l := range logs {
			data, _ := os.ReadFile(l)
			fmt.Fprintf(&b, "--- %s\n%s\n", l, tail(string(data), 800))
		}
		t.Fatalf("merge: exit %d\n%s%s\n%s", code, out, stderr, b.String())
	}
	a, err := run.Load(filepath.Join(data, "runs", "single"))
	if err != nil {
		t.Fatal(err)
	}
	merged, _, err := bench.ReadResults(filepath.Join(runDir, run.ResultsFile))
	if err != nil {
		t.Fatal(err)
	}
	sameRowsAsUnsharded(t, a.Rows, merged)

	// A requeue mid-run: the mock is slow now, so the task is caught with
	// some of its rows written and others in flight.
	flags := append([]string{"--shards", "4"}, runFlags("requeued", 1)...)
	flags = append(flags, "--base-url", slowBase)
	job = c.submit(t, flags...)
	runDir = filepath.Join(data, "runs", "requeued")
	victim := shard.Spec{Index: 1, Count: 4}
	results := filepath.Join(run.ShardDir(runDir, victim), run.ResultsFile)
	deadline := time.Now().Add(60 * time.Second)
	for countLines(results) < 1 {
		if time.Now().After(deadline) {
			t.Fatalf("shard %s wrote no row within 60 s\n%s", victim, c.logs())
		}
		time.Sleep(50 * time.Millisecond)
	}
	task := job + "_1"
	if out, err := c.command("scontrol", "requeue", task).CombinedOutput(); err != nil {
		t.Fatalf("scontrol requeue %s: %v\n%s", task, err, out)
	}
	c.wait(t, job, 90*time.Second)
	logb, _ := os.ReadFile(filepath.Join(runDir, "slurm-"+job+"_1.out"))
	if n := strings.Count(string(logb), "shard 1/4 from Slurm"); n < 2 {
		t.Errorf("array task 1 started %d times, want a requeue (2):\n%s", n, logb)
	}
	uniqueShardRows(t, runDir, 4)
	if n := len(slow.Requests()); n < single {
		t.Errorf("the requeued array asked the model %d times, fewer than the %d every pair needs once", n, single)
	}
	if code, out, stderr := runCLI(t, "merge", runDir); code != 0 {
		t.Fatalf("merge after requeue: exit %d\n%s%s", code, out, stderr)
	}
	requeued, _, err := bench.ReadResults(filepath.Join(runDir, run.ResultsFile))
	if err != nil {
		t.Fatal(err)
	}
	sameRowsAsUnsharded(t, a.Rows, requeued)
}

// sameRowsAsUnsharded compares rows pair by pair, timing and run ids aside.
func sameRowsAsUnsharded(t *testing.T, want, got []bench.Result) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d rows, the unsharded run %d", len(got), len(want))
	}
	by := map[string]bench.Result{}
	for _, r := range want {
		by[fmt.Sprintf("%s#%d", r.TaskID, r.Epoch)] = r
	}
	for _, r := range got {
		w, ok := by[fmt.Sprintf("%s#%d", r.TaskID, r.Epoch)]
		if !ok {
			t.Errorf("row %s#%d is not in the unsharded run", r.TaskID, r.Epoch)
			continue
		}
		for _, x := range []*bench.Result{&r, &w} {
			x.LatencyMS, x.RunAt, x.RunID = 0, "", ""
		}
		a, b := fmt.Sprintf("%+v", w), fmt.Sprintf("%+v", r)
		if a != b {
			t.Errorf("row %s#%d differs:\nunsharded %s\nsharded   %s", r.TaskID, r.Epoch, a, b)
		}
	}
}
