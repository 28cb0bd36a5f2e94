package worker

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func build(version, revision, modified string, deps ...string) *debug.BuildInfo {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/rlm-go/rlm", Version: version}}
	bi.Settings = []debug.BuildSetting{{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "amd64"}}
	if revision != "" {
		bi.Settings = append(bi.Settings, debug.BuildSetting{Key: "vcs.revision", Value: revision}, debug.BuildSetting{Key: "vcs.modified", Value: modified})
	}
	for _, d := range deps {
		path, version, _ := strings.Cut(d, "@")
		bi.Deps = append(bi.Deps, &debug.Module{Path: path, Version: version, Sum: "h1:" + version})
	}
	return bi
}

func TestChooseExecutable(t *testing.T) {
	dir := t.TempDir()
	self := filepath.Join(dir, "rlm-bench")
	lean := filepath.Join(dir, LeanName)
	for _, p := range []string{self, lean} {
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	notExec := filepath.Join(dir, "data.txt")
	os.WriteFile(notExec, nil, 0o644)

	clean := build("(devel)", "abc123", "false", "github.com/go-python/gpython@v0.2.1", "github.com/traefik/yaegi@v0.16.1")
	released := build("v1.2.0", "", "", "github.com/traefik/yaegi@v0.16.1")
	otherDep := build("(devel)", "abc123", "false", "github.com/traefik/yaegi@v0.16.0")
	reader := func(bi *debug.BuildInfo) func(string) (*debug.BuildInfo, error) {
		return func(p string) (*debug.BuildInfo, error) {
			if p != lean {
				t.Errorf("read %s, want %s", p, lean)
			}
			if bi == nil {
				return nil, fs.ErrNotExist
			}
			return bi, nil
		}
	}
	tests := []struct {
		name       string
		env        string
		mine       *debug.BuildInfo
		theirs     *debug.BuildInfo
		want       string // path
		reason     string // a part of the reason
		wantErrSub string
	}{
		{name: "env names it", env: notExec, wantErrSub: "not an executable file"},
		{name: "env wins", env: self, mine: clean, theirs: clean, want: self, reason: "$RLM_WORKER"},
		{name: "env missing file", env: filepath.Join(dir, "nope"), wantErrSub: "not an executable file"},
		{name: "same clean commit", mine: clean, theirs: clean, want: lean, reason: "same build"},
		{name: "same release", mine: released, theirs: build("v1.2.0", "", "", "github.com/traefik/yaegi@v0.16.1"), want: lean},
		{name: "none beside", mine: clean, theirs: nil, want: self, reason: "no rlm-worker beside it"},
		{name: "no build info here", mine: nil, theirs: clean, want: self, reason: "no build information"},
		{name: "other commit", mine: clean, theirs: build("(devel)", "def456", "false"), want: self, reason: `vcs.revision "def456"`},
		{name: "modified checkout", mine: build("(devel)", "abc123", "true"), theirs: build("(devel)", "abc123", "true"), want: self, reason: "modified checkout"},
		{name: "unnamed source", mine: build("(devel)", "", ""), theirs: build("(devel)", "", ""), want: self, reason: "neither a module version nor a commit"},
		{name: "other dependency", mine: clean, theirs: otherDep, want: self, reason: "dependency github.com/traefik/yaegi v0.16.0"},
		{name: "other release", mine: released, theirs: build("v1.1.0", "", ""), want: self, reason: "module github.com/rlm-go/rlm@v1.1.0"},
		{name: "other toolchain", mine: clean, theirs: func() *debug.BuildInfo { b := build("(devel)", "abc123", "false"); b.GoVersion = "go1.25.0"; return b }(), want: self, reason: "toolchain go1.25.0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := chooseExecutable(tt.env, self, tt.mine, reader(tt.theirs))
			if tt.wantErrSub != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErrSub) {
					t.Fatalf("err %v, want one containing %q", err, tt.wantErrSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Path != tt.want || !strings.Contains(got.Reason, tt.reason) {
				t.Errorf("got %+v, want path %s and a reason containing %q", got, tt.want, tt.reason)
			}
		})
	}
}

// The program that is itself rlm-worker (a worker starting its own
// workers: not a case today, but it must not look beside itself).
func TestChooseExecutableIsLean(t *testing.T) {
	self := filepath.Join(t.TempDir(), LeanName)
	got, err := chooseExecutable("", self, build("v1", "", ""), func(string) (*debug.BuildInfo, error) {
		t.Fatal("read called")
		return nil, nil
	})
	if err != nil || got.Path != self {
		t.Fatalf("got %+v, %v; want %s", got, err, self)
	}
}
