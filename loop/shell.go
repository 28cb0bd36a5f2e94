package loop

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/filesearch"
)

// bashCall serves bash(command, timeout): the workspace's Shell runs it in
// a sandbox of its own. Where sessions are not sandboxed there is no
// Shell, and the model is told why.
func (a *agent) bashCall(ctx context.Context, args map[string]any) (any, error) {
	w := a.cfg().Workspace
	if w.Dir == "" {
		return nil, fmt.Errorf("bash: workspace mode is off; start rlm with --workspace DIR to use the shell")
	}
	if w.Shell == nil {
		why := w.ShellOff
		if why == "" {
			why = "no shell was configured"
		}
		return nil, fmt.Errorf("bash: refused: commands run only where sessions are sandboxed, and here they are not (%s); "+
			"use rg, find_files, ls and read_file instead", why)
	}
	command, err := stringArg(args, "command")
	if err != nil {
		return nil, fmt.Errorf("bash: %w", err)
	}
	secs, err := numberArg(args, "timeout")
	if err != nil {
		return nil, fmt.Errorf("bash: %w", err)
	}
	if secs < 0 {
		return nil, fmt.Errorf("bash: timeout must be a positive number of seconds, got %v", secs)
	}
	res, err := w.Shell.Run(ctx, command, time.Duration(secs*float64(time.Second)))
	if err != nil {
		return nil, fmt.Errorf("bash: %w", err)
	}
	return map[string]any{"output": res.Output, "exit_code": int64(res.ExitCode),
		"timed_out": res.TimedOut, "truncated": res.Truncated}, nil
}

// searchCall serves rg(pattern, path, glob) and find_files(glob) over the
// workspace, through an os.Root like the file calls.
func (a *agent) searchCall(ctx context.Context, name string, args map[string]any) (any, error) {
	w := a.cfg().Workspace
	if w.Dir == "" {
		return nil, fmt.Errorf("%s: workspace mode is off; start rlm with --workspace DIR to use files", name)
	}
	root, err := os.OpenRoot(w.Dir)
	if err != nil {
		return nil, fmt.Errorf("%s: open workspace: %w", name, err)
	}
	defer root.Close()
	if name == eval.CallFindFiles {
		glob, err := stringArg(args, "glob")
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		files, more, err := filesearch.Find(ctx, root, glob, 0)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		list := make([]any, len(files))
		for i, f := range files {
			list[i] = f
		}
		return map[string]any{"files": list, "truncated": more}, nil
	}
	pattern, err := stringArg(args, "pattern")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	opts := filesearch.GrepOptions{}
	opts.Glob, _ = args["glob"].(string)
	if p, _ := args["path"].(string); p != "" {
		if opts.Path, err = w.rel(p); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	ms, more, err := filesearch.Grep(ctx, root, pattern, opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, explainFSError(err))
	}
	list := make([]any, len(ms))
	for i, m := range ms {
		list[i] = []any{m.Path, int64(m.Line), m.Text}
	}
	return map[string]any{"matches": list, "truncated": more}, nil
}
