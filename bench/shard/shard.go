// Package shard splits a run's (task, epoch) pairs among processes that
// know nothing of each other: a Slurm array task, a Kubernetes Indexed Job
// pod, or a command typed on each of several hosts. Which shard owns a pair
// depends only on the task id, the epoch and the shard count, so every
// process computes the same split, and adding tasks to a pool moves no pair
// that was already assigned.
package shard

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Spec is one shard of a sharded run: Index in [0, Count). The zero Spec
// means "not sharded".
type Spec struct {
	Index, Count int
}

// Sharded reports whether s names a shard.
func (s Spec) Sharded() bool { return s.Count > 0 }

// String is the flag form, "K/N".
func (s Spec) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// DirName is the shard's directory name under a run's shards/ directory.
func (s Spec) DirName() string { return fmt.Sprintf("%d-of-%d", s.Index, s.Count) }

// Owns reports whether the pair (taskID, epoch) belongs to this shard; an
// unsharded Spec owns every pair.
func (s Spec) Owns(taskID string, epoch int) bool {
	return !s.Sharded() || Of(taskID, epoch, s.Count) == s.Index
}

// Of is the shard, in [0, count), that owns (taskID, epoch). It is the first
// eight bytes of SHA-256 over the task id, a NUL and the epoch in decimal,
// read big-endian, modulo count: part of the on-disk contract of a sharded
// run, since shards of one run may run different builds of rlm-bench.
func Of(taskID string, epoch, count int) int {
	if count <= 1 {
		return 0
	}
	sum := sha256.Sum256([]byte(taskID + "\x00" + strconv.Itoa(epoch)))
	return int(binary.BigEndian.Uint64(sum[:8]) % uint64(count))
}

// Parse reads "K/N" with 0 <= K < N.
func Parse(s string) (Spec, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Spec{}, fmt.Errorf("--shard %q: want K/N (e.g. 0/4, K counted from 0) or auto", s)
	}
	ki, err1 := strconv.Atoi(strings.TrimSpace(k))
	ni, err2 := strconv.Atoi(strings.TrimSpace(n))
	switch {
	case err1 != nil || err2 != nil:
		return Spec{}, fmt.Errorf("--shard %q: K and N must be whole numbers, as in 0/4", s)
	case ni < 1:
		return Spec{}, fmt.Errorf("--shard %q: N must be at least 1", s)
	case ki < 0 || ki >= ni:
		return Spec{}, fmt.Errorf("--shard %q: K counts from 0 to N-1 (%d here)", s, ni-1)
	}
	return Spec{Index: ki, Count: ni}, nil
}

// ParseDirName reads a shard directory's name ("2-of-4").
func ParseDirName(name string) (Spec, bool) {
	k, n, ok := strings.Cut(name, "-of-")
	if !ok {
		return Spec{}, false
	}
	s, err := Parse(k + "/" + n)
	return s, err == nil
}

// ErrNoScheduler is returned by FromEnv outside a Slurm array task and a
// Kubernetes Indexed Job.
var ErrNoScheduler = errors.New("--shard auto: neither SLURM_ARRAY_TASK_ID (a Slurm array task) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set; pass --shard K/N")

// FromEnv works out this process's shard from the scheduler's environment
// (--shard auto). count is the shard count the user gave (--shards, or
// RLM_SHARDS when that is 0); 0 means "not given".
//
// In a Slurm array the shard is the task's position in the array, not its
// id: (SLURM_ARRAY_TASK_ID - SLURM_ARRAY_TASK_MIN) / SLURM_ARRAY_TASK_STEP,
// out of SLURM_ARRAY_TASK_COUNT, so --array=0-3, 1-4 and 0-30:10 all make
// shards 0..3 of 4. In a Kubernetes Indexed Job the shard is
// JOB_COMPLETION_INDEX and the count must be given, as Kubernetes does not
// export the number of completions. The returned note says where the shard
// came from, for stderr.
func FromEnv(getenv func(string) string, count int) (s Spec, note string, err error) {
	if count == 0 {
		if v := strings.TrimSpace(getenv("RLM_SHARDS")); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return Spec{}, "", fmt.Errorf("RLM_SHARDS=%q: want a whole number of shards, at least 1", v)
			}
			count = n
		}
	}
	if id := getenv("SLURM_ARRAY_TASK_ID"); id != "" {
		return fromSlurm(getenv, count)
	}
	if idx := getenv("JOB_COMPLETION_INDEX"); idx != "" {
		k, err := strconv.Atoi(idx)
		if err != nil || k < 0 {
			return Spec{}, "", fmt.Errorf("--shard auto: JOB_COMPLETION_INDEX=%q is not an index", idx)
		}
		if count == 0 {
			return Spec{}, "", errors.New("--shard auto in a Kubernetes Indexed Job: give the shard count with --shards N or RLM_SHARDS (the Job's completions)")
		}
		if k >= count {
			return Spec{}, "", fmt.Errorf("--shard auto: JOB_COMPLETION_INDEX=%d but only %d shards (--shards or RLM_SHARDS): make them equal to the Job's completions", k, count)
		}
		s = Spec{Index: k, Count: count}
		return s, fmt.Sprintf("shard %s from Kubernetes (JOB_COMPLETION_INDEX=%d, %d shards)", s, k, count), nil
	}
	return Spec{}, "", ErrNoScheduler
}

func fromSlurm(getenv func(string) string, count int) (Spec, string, error) {
	num := func(name string, def int) (int, error) {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			if def < 0 {
				return 0, fmt.Errorf("--shard auto: %s is not set; is this a Slurm array job (sbatch --array)?", name)
			}
			return def, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, fmt.Errorf("--shard auto: %s=%q is not a number", name, v)
		}
		return n, nil
	}
	id, err := num("SLURM_ARRAY_TASK_ID", -1)
	if err != nil {
		return Spec{}, "", err
	}
	lo, err := num("SLURM_ARRAY_TASK_MIN", 0)
	if err != nil {
		return Spec{}, "", err
	}
	step, err := num("SLURM_ARRAY_TASK_STEP", 1)
	if err != nil {
		return Spec{}, "", err
	}
	if step < 1 {
		step = 1
	}
	n, err := num("SLURM_ARRAY_TASK_COUNT", 0)
	if err != nil {
		return Spec{}, "", err
	}
	if n == 0 {
		hi, err := num("SLURM_ARRAY_TASK_MAX", -1)
		if err != nil {
			return Spec{}, "", err
		}
		n = (hi-lo)/step + 1
	}
	if (id-lo)%step != 0 || id < lo {
		return Spec{}, "", fmt.Errorf("--shard auto: array task %d is not on the array's range %d..:%d; submit a plain range (--array=0-%d)", id, lo, step, n-1)
	}
	k := (id - lo) / step
	if count != 0 && count != n {
		return Spec{}, "", fmt.Errorf("--shard auto: the Slurm array has %d tasks but --shards/RLM_SHARDS says %d; make them equal", n, count)
	}
	if k >= n {
		return Spec{}, "", fmt.Errorf("--shard auto: array task %d is position %d of an array of %d", id, k, n)
	}
	s := Spec{Index: k, Count: n}
	job := getenv("SLURM_ARRAY_JOB_ID")
	return s, fmt.Sprintf("shard %s from Slurm array job %s (SLURM_ARRAY_TASK_ID=%d, min %d, step %d, %d tasks)", s, job, id, lo, step, n), nil
}

// BaseURL picks this shard's endpoint from --base-url: a comma-separated
// list gives shard K entry K mod its length; "{shard}" is replaced by K
// (http://node{shard}:8000/v1). Anything else is every shard's endpoint.
// A list or a template without a shard is an error: it names no single
// endpoint.
func BaseURL(spec string, s Spec) (string, error) {
	tmpl := strings.Contains(spec, "{shard}")
	list := strings.Contains(spec, ",")
	if !tmpl && !list {
		return spec, nil
	}
	if !s.Sharded() {
		return "", fmt.Errorf("--base-url %q is a list or a {shard} template: it needs --shard K/N or --shard auto", spec)
	}
	if tmpl {
		return strings.ReplaceAll(spec, "{shard}", strconv.Itoa(s.Index)), nil
	}
	var urls []string
	for _, u := range strings.Split(spec, ",") {
		if u = strings.TrimSpace(u); u != "" {
			urls = append(urls, u)
		}
	}
	if len(urls) == 0 {
		return "", fmt.Errorf("--base-url %q lists no URL", spec)
	}
	return urls[s.Index%len(urls)], nil
}
