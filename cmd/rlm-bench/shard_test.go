package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/shard"
	"github.com/rlm-go/rlm/llm/mock"
)

func startMockServer(t *testing.T) (*mock.Server, string) {
	t.Helper()
	srv := mock.NewServer(nil)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv, base
}

// Each shard talks to its own entry of a --base-url list, runs its own
// pairs, and summary, logs, ab and merge read the shards as one run.
func TestShardedRunCommands(t *testing.T) {
	tmp := t.TempDir()
	pool := writePool(t, tmp, 12)
	srvA, baseA := startMockServer(t)
	srvB, baseB := startMockServer(t)
	data := filepath.Join(tmp, "data")
	common := []string{"run", "--pool", pool, "--data", data, "--model", "m", "--method", "direct", "--no-cache", "--name", "sh"}

	owned := map[int]int{}
	for _, id := range taskIDs(pool, t) {
		owned[shard.Of(id, 1, 3)]++
	}
	reqs := []int{0, 0}
	for k := 0; k < 3; k++ {
		code, out, stderr := runCLI(t, append(common, "--shard", shard.Spec{Index: k, Count: 3}.String(), "--base-url", baseA+","+baseB)...)
		if code != 0 {
			t.Fatalf("shard %d: exit %d\n%s", k, code, stderr)
		}
		want := []string{baseA, baseB}[k%2]
		if !strings.Contains(stderr, "talks to "+want) {
			t.Errorf("shard %d does not announce its endpoint %s:\n%s", k, want, stderr)
		}
		reqs[k%2] += owned[k]
		if got := []int{len(srvA.Requests()), len(srvB.Requests())}; got[0] != reqs[0] || got[1] != reqs[1] {
			t.Fatalf("after shard %d: requests %v, want %v", k, got, reqs)
		}
		if !strings.Contains(out, "shards/"+shard.Spec{Index: k, Count: 3}.DirName()+"/results.jsonl") {
			t.Errorf("shard %d output does not name its results:\n%s", k, out)
		}
	}

	code, out, stderr := runCLI(t, "summary", "--data", data, "--json", "sh")
	var sum struct {
		Overall struct{ N, Correct int } `json:"overall"`
		Missing int                      `json:"missing"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Overall.N != 12 || sum.Overall.Correct != 12 || sum.Missing != 0 {
		t.Fatalf("summary: exit %d\n%s%s", code, out, stderr)
	}
	code, out, stderr = runCLI(t, "logs", "--data", data, "--run", "sh")
	if code != 0 || strings.Count(out, "| t0") != 12 {
		t.Fatalf("logs: exit %d\n%s%s", code, out, stderr)
	}
	code, out, stderr = runCLI(t, "logs", "--data", data, "--run", "sh", "--task", "t007", "--tail", "2")
	if code != 0 || !strings.Contains(out, "answer: [mock] the code is 507") || !strings.Contains(out, "trace (2 events") {
		t.Fatalf("logs --task: exit %d\n%s%s", code, out, stderr)
	}
	code, out, stderr = runCLI(t, "merge", "--data", data, "sh")
	if code != 0 || !strings.Contains(stderr, "3 shards, 12 rows") || !strings.Contains(out, "| all ") {
		t.Fatalf("merge: exit %d\n%s%s", code, out, stderr)
	}
	rows, _, err := bench.ReadResults(filepath.Join(data, "runs", "sh", "results.jsonl"))
	if err != nil || len(rows) != 12 || rows[0].TaskID != "t000" || rows[11].TaskID != "t011" {
		t.Fatalf("merged results: %d rows, %v", len(rows), err)
	}

	// ab pairs a sharded run with an unsharded one.
	code, _, stderr = runCLI(t, "run", "--pool", pool, "--data", data, "--model", "m", "--method", "direct", "--no-cache", "--name", "plain", "--base-url", baseA)
	if code != 0 {
		t.Fatalf("unsharded run: exit %d\n%s", code, stderr)
	}
	// A shard of the run missing: summary says so on stderr.
	os.RemoveAll(filepath.Join(data, "runs", "sh", "shards", "2-of-3"))
	code, out, stderr = runCLI(t, "ab", "--data", data, "--out", "", "--format", "json", "plain", "sh")
	var rep struct {
		Pairing struct {
			Paired int `json:"paired"`
		} `json:"pairing"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Pairing.Paired != 12-owned[2] {
		t.Fatalf("ab: exit %d paired %d, want %d\n%s%s", code, rep.Pairing.Paired, 12-owned[2], out, stderr)
	}
	if !strings.Contains(stderr, "have no row yet (shard 2:") {
		t.Errorf("ab does not report the missing shard:\n%s", stderr)
	}
	code, _, stderr = runCLI(t, "merge", "--data", data, "sh")
	if code != 1 || !strings.Contains(stderr, "have no row yet (shard 2:") {
		t.Errorf("merge of an incomplete run: exit %d\n%s", code, stderr)
	}
}

func TestShardFlagErrors(t *testing.T) {
	tmp := t.TempDir()
	pool := writePool(t, tmp, 2)
	_, base := startMockServer(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--shard", "4/4"}, "K counts from 0 to N-1"},
		{[]string{"--shard", "0/4", "--shards", "3"}, "disagree"},
		{[]string{"--shards", "3"}, "--shards needs --shard auto"},
		{[]string{"--base-url", base + "," + base}, "needs --shard K/N or --shard auto"},
		{[]string{"--base-url", "http://n{shard}/v1"}, "needs --shard"},
	} {
		args := append([]string{"run", "--pool", pool, "--data", tmp, "--model", "m", "--method", "direct"}, tc.args...)
		if !strings.Contains(strings.Join(tc.args, " "), "--base-url") {
			args = append(args, "--base-url", base)
		}
		code, _, stderr := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

func TestShardAutoFromKubernetes(t *testing.T) {
	tmp := t.TempDir()
	pool := writePool(t, tmp, 6)
	_, base := startMockServer(t)
	t.Setenv("JOB_COMPLETION_INDEX", "1")
	t.Setenv("RLM_SHARDS", "2")
	code, _, stderr := runCLI(t, "run", "--pool", pool, "--data", tmp, "--model", "m", "--method", "direct", "--name", "k", "--shard", "auto", "--base-url", base)
	if code != 0 || !strings.Contains(stderr, "shard 1/2 from Kubernetes (JOB_COMPLETION_INDEX=1, 2 shards)") {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(tmp, "runs", "k", "shards", "1-of-2", "results.jsonl")); err != nil {
		t.Fatal(err)
	}
}

func TestSlurmScriptCommand(t *testing.T) {
	tmp := t.TempDir()
	code, out, stderr := runCLI(t, "slurm", "--shards", "4", "--model", "m", "--data", tmp, "--epochs", "2", "--base-url", "http://gpu{shard}:8000/v1", "--binary", "/opt/rlm-bench", "--throttle", "2")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	for _, want := range []string{
		"#SBATCH --array=0-3%2\n",
		"#SBATCH --output=" + filepath.Join(tmp, "runs", "default-m-rlm-auto", "slurm-%A_%a.out") + "\n",
		"export RLM_SHARDS=4\n",
		"exec /opt/rlm-bench run --name=default-m-rlm-auto '--base-url=http://gpu{shard}:8000/v1' --data=" + tmp + " --epochs=2 --model=m --shard auto\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("script lacks %q:\n%s", want, out)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--model", "m"}, "--shards N is required"},
		{[]string{"--shards", "2", "--model", "m", "--shard", "0/2"}, "--shard is set by the job itself"},
	} {
		if code, _, stderr := runCLI(t, append([]string{"slurm"}, tc.args...)...); code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("slurm %v: exit %d %q", tc.args, code, stderr)
		}
	}
}
