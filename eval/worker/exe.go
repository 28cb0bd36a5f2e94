package worker

import (
	"debug/buildinfo"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
)

// ExecutableEnv names the program workers are started from, in place of
// this one. It is trusted as given: the user chose it.
const ExecutableEnv = "RLM_WORKER"

// LeanName is the worker-only program (cmd/rlm-worker) that `go install
// ./cmd/...` puts beside rlm and rlm-bench. It links the interpreters and
// nothing of the commands (the OpenAI client, tables, plots, Parquet), so
// it starts in about half the CPU time of the command that runs it, a cost
// every session pays once.
const LeanName = "rlm-worker"

// Choice is the program workers start from and why it was chosen.
type Choice struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

var (
	choiceOnce sync.Once
	choice     Choice
	choiceErr  error
)

// Executable returns the program this process starts its workers from:
// $RLM_WORKER when set; else rlm-worker beside this program when both were
// built from the same source (their build information proves it: same
// module version or the same unmodified commit, same toolchain, every
// dependency of the worker at the version this program has); else this
// program itself, which is always a worker too (RunIfWorker). It is worked
// out once per process.
func Executable() (Choice, error) {
	choiceOnce.Do(func() {
		self, err := os.Executable()
		if err != nil {
			choiceErr = fmt.Errorf("worker: finding this program to start workers from: %w", err)
			return
		}
		if resolved, err := filepath.EvalSymlinks(self); err == nil {
			self = resolved
		}
		mine, _ := debug.ReadBuildInfo()
		choice, choiceErr = chooseExecutable(os.Getenv(ExecutableEnv), self, mine, buildinfo.ReadFile)
	})
	return choice, choiceErr
}

// chooseExecutable is Executable for this program self, built as mine
// (nil: no build information), reading another program's with read.
func chooseExecutable(env, self string, mine *debug.BuildInfo, read func(string) (*debug.BuildInfo, error)) (Choice, error) {
	if env != "" {
		p, err := filepath.Abs(env)
		if err != nil {
			return Choice{}, fmt.Errorf("worker: $%s=%q: %w", ExecutableEnv, env, err)
		}
		if st, err := os.Stat(p); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			return Choice{}, fmt.Errorf("worker: $%s=%q is not an executable file", ExecutableEnv, env)
		}
		return Choice{Path: p, Reason: "$" + ExecutableEnv}, nil
	}
	lean := filepath.Join(filepath.Dir(self), LeanName)
	if lean == self {
		return Choice{Path: self, Reason: "this program is " + LeanName}, nil
	}
	if mine == nil {
		return Choice{Path: self, Reason: "this program (it has no build information)"}, nil
	}
	theirs, err := read(lean)
	if err != nil {
		why := "no " + LeanName + " beside it"
		if !errors.Is(err, fs.ErrNotExist) {
			why = LeanName + " beside it is unreadable: " + err.Error()
		}
		return Choice{Path: self, Reason: "this program (" + why + ")"}, nil
	}
	if why := sameSource(mine, theirs); why != "" {
		return Choice{Path: self, Reason: "this program (" + LeanName + " beside it is not of this build: " + why + ")"}, nil
	}
	return Choice{Path: lean, Reason: LeanName + " of the same build, beside this program"}, nil
}

// sameSource says why two binaries' build information does not prove they
// were built from the same source; "" when it does.
func sameSource(a, b *debug.BuildInfo) string {
	if a.GoVersion != b.GoVersion {
		return "toolchain " + b.GoVersion + ", not " + a.GoVersion
	}
	if a.Main.Path != b.Main.Path || a.Main.Version != b.Main.Version {
		return fmt.Sprintf("module %s@%s, not %s@%s", b.Main.Path, b.Main.Version, a.Main.Path, a.Main.Version)
	}
	as, bs := settings(a), settings(b)
	for _, k := range []string{"GOOS", "GOARCH", "vcs.revision", "vcs.modified"} {
		if as[k] != bs[k] {
			return fmt.Sprintf("%s %q, not %q", k, bs[k], as[k])
		}
	}
	switch {
	case as["vcs.modified"] == "true":
		return "built from a modified checkout, which build information cannot tell apart"
	case as["vcs.revision"] == "" && (a.Main.Version == "" || a.Main.Version == "(devel)"):
		return "neither a module version nor a commit names the source"
	}
	deps := map[string]string{}
	for _, d := range a.Deps {
		deps[d.Path] = depVersion(d)
	}
	for _, d := range b.Deps {
		if deps[d.Path] != depVersion(d) {
			return fmt.Sprintf("dependency %s %s, not %q", d.Path, depVersion(d), deps[d.Path])
		}
	}
	return ""
}

func settings(bi *debug.BuildInfo) map[string]string {
	m := map[string]string{}
	for _, s := range bi.Settings {
		m[s.Key] = s.Value
	}
	return m
}

func depVersion(d *debug.Module) string {
	if d.Replace != nil {
		return d.Version + " => " + d.Replace.Path + "@" + d.Replace.Version + " " + d.Replace.Sum
	}
	return d.Version + " " + d.Sum
}
