package shard

import (
	"fmt"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Spec
		err  string
	}{
		{in: "0/4", want: Spec{0, 4}},
		{in: " 3/4 ", want: Spec{3, 4}},
		{in: "0/1", want: Spec{0, 1}},
		{in: "4/4", err: "K counts from 0 to N-1 (3 here)"},
		{in: "-1/4", err: "K counts from 0"},
		{in: "1/0", err: "N must be at least 1"},
		{in: "1", err: "want K/N"},
		{in: "a/b", err: "whole numbers"},
	} {
		got, err := Parse(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Parse(%q) error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
		if back, ok := ParseDirName(got.DirName()); !ok || back != got {
			t.Errorf("ParseDirName(%q) = %v, %v", got.DirName(), back, ok)
		}
	}
}

// The split is part of the on-disk contract: shards of one run may be run
// by different builds. These values pin it.
func TestOfIsPinned(t *testing.T) {
	for _, tc := range []struct {
		id          string
		epoch, n, k int
	}{
		{"sniah-number-8k-d10-000", 1, 4, 3},
		{"sniah-number-8k-d10-000", 2, 4, 3},
		{"code-method_count-flag-002", 1, 4, 3},
		{"a", 1, 7, 2},
		{"a", 1, 1, 0},
	} {
		if got := Of(tc.id, tc.epoch, tc.n); got != tc.k {
			t.Errorf("Of(%q, %d, %d) = %d, want %d", tc.id, tc.epoch, tc.n, got, tc.k)
		}
	}
	// Independent of the pinned table above: the definition spelled out.
	got := []int{Of("a", 1, 4), Of("a", 2, 4), Of("b", 1, 4), Of("task-7", 3, 5)}
	want := []int{pinnedOf("a", 1, 4), pinnedOf("a", 2, 4), pinnedOf("b", 1, 4), pinnedOf("task-7", 3, 5)}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("Of = %v, want %v", got, want)
	}
}

func TestAddingTasksMovesNoPair(t *testing.T) {
	const n = 4
	ids := func(from, to int) []string {
		var out []string
		for i := from; i < to; i++ {
			out = append(out, fmt.Sprintf("family-%d-task-%03d", i%7, i))
		}
		return out
	}
	before := map[string]int{}
	counts := make([]int, n)
	for _, id := range ids(0, 400) {
		for e := 1; e <= 3; e++ {
			k := Of(id, e, n)
			before[fmt.Sprint(id, e)] = k
			counts[k]++
		}
	}
	// A bigger pool, the new tasks interleaved by id: every old pair keeps
	// its shard.
	for _, id := range append(ids(400, 900), ids(0, 400)...) {
		for e := 1; e <= 3; e++ {
			if k, ok := before[fmt.Sprint(id, e)]; ok && Of(id, e, n) != k {
				t.Fatalf("pair (%s, %d) moved from shard %d to %d", id, e, k, Of(id, e, n))
			}
		}
	}
	// And the split is balanced enough to be useful: 1200 pairs, 300 each
	// expected.
	for k, c := range counts {
		if c < 240 || c > 360 {
			t.Errorf("shard %d got %d of 1200 pairs: %v", k, c, counts)
		}
	}
	// Every pair has exactly one owner.
	for _, id := range ids(0, 50) {
		owners := 0
		for k := 0; k < n; k++ {
			if (Spec{k, n}).Owns(id, 1) {
				owners++
			}
		}
		if owners != 1 {
			t.Fatalf("pair (%s, 1) has %d owners", id, owners)
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, tc := range []struct {
		name  string
		env   map[string]string
		count int
		want  Spec
		note  string
		err   string
	}{
		{name: "slurm range", env: map[string]string{"SLURM_ARRAY_JOB_ID": "77", "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "1", "SLURM_ARRAY_TASK_COUNT": "4"},
			want: Spec{2, 4}, note: "shard 2/4 from Slurm array job 77"},
		{name: "slurm offset", env: map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4"},
			want: Spec{3, 4}},
		{name: "slurm stepped", env: map[string]string{"SLURM_ARRAY_TASK_ID": "20", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "10", "SLURM_ARRAY_TASK_COUNT": "4"},
			want: Spec{2, 4}},
		{name: "slurm stepped from max", env: map[string]string{"SLURM_ARRAY_TASK_ID": "15", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_STEP": "5", "SLURM_ARRAY_TASK_MAX": "20"},
			want: Spec{2, 4}},
		{name: "slurm count agrees", env: map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "RLM_SHARDS": "4"}, want: Spec{1, 4}},
		{name: "slurm count disagrees", env: map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4"}, count: 3, err: "has 4 tasks but --shards/RLM_SHARDS says 3"},
		{name: "slurm off step", env: map[string]string{"SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "4"}, err: "not on the array's range"},
		{name: "k8s", env: map[string]string{"JOB_COMPLETION_INDEX": "3"}, count: 8, want: Spec{3, 8}, note: "from Kubernetes"},
		{name: "k8s count from env", env: map[string]string{"JOB_COMPLETION_INDEX": "0", "RLM_SHARDS": "2"}, want: Spec{0, 2}},
		{name: "k8s without count", env: map[string]string{"JOB_COMPLETION_INDEX": "0"}, err: "--shards N or RLM_SHARDS"},
		{name: "k8s index too big", env: map[string]string{"JOB_COMPLETION_INDEX": "5"}, count: 4, err: "only 4 shards"},
		{name: "bad RLM_SHARDS", env: map[string]string{"JOB_COMPLETION_INDEX": "0", "RLM_SHARDS": "x"}, err: "RLM_SHARDS"},
		{name: "nothing", env: map[string]string{}, err: "neither SLURM_ARRAY_TASK_ID"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, note, err := FromEnv(func(k string) string { return tc.env[k] }, tc.count)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %v, %v; want %v", got, err, tc.want)
			}
			if !strings.Contains(note, tc.note) || !strings.Contains(note, got.String()) {
				t.Fatalf("note %q does not say %q and %s", note, tc.note, got)
			}
		})
	}
}

func TestBaseURL(t *testing.T) {
	for _, tc := range []struct {
		spec string
		s    Spec
		want string
		err  string
	}{
		{spec: "http://h:8000/v1", s: Spec{2, 4}, want: "http://h:8000/v1"},
		{spec: "http://h:8000/v1", want: "http://h:8000/v1"},
		{spec: "http://a/v1,http://b/v1", s: Spec{0, 4}, want: "http://a/v1"},
		{spec: "http://a/v1, http://b/v1", s: Spec{3, 4}, want: "http://b/v1"},
		{spec: "http://a/v1,http://b/v1,http://c/v1", s: Spec{4, 5}, want: "http://b/v1"},
		{spec: "http://node{shard}:8000/v1", s: Spec{3, 4}, want: "http://node3:8000/v1"},
		{spec: "http://node{shard}:8000/v1", err: "needs --shard"},
		{spec: "http://a/v1,http://b/v1", err: "needs --shard"},
		{spec: ",,", s: Spec{0, 2}, err: "lists no URL"},
	} {
		got, err := BaseURL(tc.spec, tc.s)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("BaseURL(%q, %v) error %v, want %q", tc.spec, tc.s, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("BaseURL(%q, %v) = %q, %v; want %q", tc.spec, tc.s, got, err, tc.want)
		}
	}
}

func TestSlurmScript(t *testing.T) {
	s := SlurmJob{Name: "sweep", Shards: 4, Command: []string{"/opt/rlm bench/rlm-bench", "run", "--model", "m", "--variant", "it's.md"},
		Dir: "/scratch/x", Output: "/scratch/x/runs/sweep/slurm-%A_%a.out", Throttle: 2, Extra: []string{"--partition=gpu"}}.Script()
	for _, want := range []string{
		"#!/bin/bash\n",
		"#SBATCH --array=0-3%2\n",
		"#SBATCH --job-name=sweep\n",
		"#SBATCH --chdir=/scratch/x\n",
		"#SBATCH --output=/scratch/x/runs/sweep/slurm-%A_%a.out\n",
		"#SBATCH --open-mode=append\n",
		"#SBATCH --requeue\n",
		"#SBATCH --partition=gpu\n",
		"export RLM_SHARDS=4\n",
		`exec '/opt/rlm bench/rlm-bench' run --model m --variant 'it'\''s.md' --shard auto` + "\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("script lacks %q:\n%s", want, s)
		}
	}
	if i, j := strings.Index(s, "#SBATCH"), strings.Index(s, "set -eu"); i < 0 || j < i || strings.Contains(s[j:], "#SBATCH") {
		t.Errorf("#SBATCH lines must precede the first command:\n%s", s)
	}
}

// pinnedOf restates Of's definition independently of its code.
func pinnedOf(id string, epoch, n int) int {
	h := sha256Sum(id + "\x00" + fmt.Sprint(epoch))
	var v uint64
	for _, b := range h[:8] {
		v = v<<8 | uint64(b)
	}
	return int(v % uint64(n))
}
