package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// cgroups locates where this process may make child cgroups: the unified
// (v2) hierarchy when it has the controller, else the v1 hierarchy of that
// controller, each under this process's own cgroup.
type cgroups struct {
	v2     string            // this process's cgroup in the unified hierarchy, or ""
	v1     map[string]string // controller -> this process's cgroup in its v1 hierarchy
	v2ctrl map[string]bool   // controllers the v2 cgroup can hand to children
}

// ownCgroups is findCgroups done once: a process's cgroups do not move,
// and reading mountinfo per worker started cost the engine a millisecond.
// The result is read-only.
var ownCgroups = sync.OnceValue(findCgroups)

func findCgroups() cgroups {
	cg := cgroups{v1: map[string]string{}, v2ctrl: map[string]bool{}}
	own := map[string]string{} // controller ("" for v2) -> path
	if b, err := os.ReadFile("/proc/self/cgroup"); err == nil {
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			parts := strings.SplitN(line, ":", 3)
			if len(parts) != 3 {
				continue
			}
			if parts[1] == "" {
				own[""] = parts[2]
				continue
			}
			for _, c := range strings.Split(parts[1], ",") {
				own[c] = parts[2]
			}
		}
	}
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return cg
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root mountpoint options [optional...] - fstype source superoptions
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		if !ok {
			continue
		}
		fields, tail := strings.Fields(pre), strings.Fields(post)
		if len(fields) < 5 || len(tail) < 3 || fields[3] != "/" {
			continue
		}
		mnt := fields[4]
		switch tail[0] {
		case "cgroup2":
			if p, ok := own[""]; ok && cg.v2 == "" {
				cg.v2 = filepath.Join(mnt, p)
			}
		case "cgroup":
			for _, opt := range strings.Split(tail[2], ",") {
				if p, ok := own[opt]; ok && (opt == "memory" || opt == "pids") {
					cg.v1[opt] = filepath.Join(mnt, p)
				}
			}
		}
	}
	if cg.v2 != "" {
		if b, err := os.ReadFile(filepath.Join(cg.v2, "cgroup.subtree_control")); err == nil {
			for _, c := range strings.Fields(string(b)) {
				cg.v2ctrl[c] = true
			}
		}
		for _, c := range []string{"memory", "pids"} {
			if !cg.v2ctrl[c] {
				// Fails while this cgroup itself holds processes (the "no
				// internal processes" rule) unless it is the root.
				if os.WriteFile(filepath.Join(cg.v2, "cgroup.subtree_control"), []byte("+"+c), 0) == nil {
					cg.v2ctrl[c] = true
				}
			}
		}
	}
	return cg
}

// make creates a child cgroup with controller limited to limit and returns
// its directory and a description ("cgroup v2", "cgroup v1").
func (cg cgroups) make(controller string, limit int64) (dir, mode string, err error) {
	type attempt struct {
		parent, file, mode string
	}
	var tries []attempt
	v2file := map[string]string{"memory": "memory.max", "pids": "pids.max"}[controller]
	v1file := map[string]string{"memory": "memory.limit_in_bytes", "pids": "pids.max"}[controller]
	if cg.v2 != "" && cg.v2ctrl[controller] {
		tries = append(tries, attempt{cg.v2, v2file, "cgroup v2"})
	}
	if p, ok := cg.v1[controller]; ok {
		tries = append(tries, attempt{p, v1file, "cgroup v1"})
	}
	if len(tries) == 0 {
		return "", "", fmt.Errorf("no %s cgroup controller available", controller)
	}
	var errs []error
	for _, t := range tries {
		dir, err := os.MkdirTemp(t.parent, "rlm-sandbox-")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		err = os.WriteFile(filepath.Join(dir, t.file), []byte(strconv.FormatInt(limit, 10)), 0)
		if err == nil && t.mode == "cgroup v1" && controller == "memory" {
			// Without swap accounting this file is absent; with it, swap
			// must not extend the limit.
			_ = os.WriteFile(filepath.Join(dir, "memory.memsw.limit_in_bytes"), []byte(strconv.FormatInt(limit, 10)), 0)
		}
		if err == nil && t.mode == "cgroup v2" && controller == "memory" {
			_ = os.WriteFile(filepath.Join(dir, "memory.swap.max"), []byte("0"), 0)
		}
		if err != nil {
			os.Remove(dir)
			errs = append(errs, err)
			continue
		}
		return dir, t.mode, nil
	}
	return "", "", errors.Join(errs...)
}

// CanContain reports whether a process (and all it starts) can be put in a
// cgroup of its own here, so that Handle.Kill reaches descendants that left
// its process group: what a Host relies on, having no PID namespace per
// program.
func CanContain() bool {
	dir, _, err := ownCgroups().make("pids", 1<<20)
	if err != nil {
		return false
	}
	os.Remove(dir)
	return true
}
