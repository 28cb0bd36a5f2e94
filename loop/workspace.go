package loop

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rlm-go/rlm/eval"
)

// MaxReadFile is the largest file read_file returns.
const MaxReadFile = 100 * 1024

// maxEditFile bounds the files edit_file rewrites in memory.
const maxEditFile = 10 << 20

// workspaceCall serves ls, read_file, create_file and edit_file. Every path
// goes through an os.Root, which refuses `..` and symlinks leading out of
// the directory; absolute paths are accepted only when they name something
// inside it.
func (a *agent) workspaceCall(name string, args map[string]any) (any, error) {
	w := a.cfg().Workspace
	if w.Dir == "" {
		return nil, fmt.Errorf("%s: workspace mode is off; start rlm with --workspace DIR to use files", name)
	}
	path := "."
	if p, ok := args["path"].(string); ok && p != "" {
		path = p
	} else if name != eval.CallLs {
		return nil, fmt.Errorf("%s: missing argument \"path\"", name)
	}
	rel, err := w.rel(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if w.ReadOnly && (name == eval.CallCreateFile || name == eval.CallEditFile) {
		return nil, fmt.Errorf("%s %s: the workspace is read-only (--read-only); nothing was written", name, path)
	}
	root, err := os.OpenRoot(w.Dir)
	if err != nil {
		return nil, fmt.Errorf("%s: open workspace: %w", name, err)
	}
	defer root.Close()
	var out any
	switch name {
	case eval.CallLs:
		out, err = wsList(root, rel)
	case eval.CallReadFile:
		out, err = wsRead(root, rel)
	case eval.CallCreateFile:
		text, _ := args["text"].(string)
		out, err = wsCreate(root, rel, text)
	case eval.CallEditFile:
		blocks, _ := args["blocks"].(string)
		out, err = wsEdit(root, rel, blocks)
	}
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", name, path, explainFSError(err))
	}
	return out, nil
}

// rel turns a path given by code into one relative to the workspace, or
// says why it is outside.
func (w Workspace) rel(p string) (string, error) {
	if filepath.IsAbs(p) {
		clean := filepath.Clean(p)
		abs, err := filepath.Abs(w.Dir)
		if err != nil {
			return "", err
		}
		bases := []string{abs}
		if real, err := filepath.EvalSymlinks(abs); err == nil && real != abs {
			bases = append(bases, real)
		}
		for _, base := range bases {
			if r, err := filepath.Rel(base, clean); err == nil && !escapes(r) {
				return r, nil
			}
		}
		return "", fmt.Errorf("path %q is outside the workspace %s; use a path inside it", p, abs)
	}
	clean := filepath.Clean(p)
	if escapes(clean) {
		return "", fmt.Errorf("path %q leads outside the workspace; use a path inside it", p)
	}
	return clean, nil
}

func escapes(rel string) bool {
	return rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// explainFSError rewords os.Root's refusals for the model.
func explainFSError(err error) error {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "escapes from parent"), strings.Contains(msg, "path escapes"):
		return errors.New("the path leads outside the workspace (through .. or a symlink); nothing was read or written")
	case errors.Is(err, fs.ErrNotExist):
		return errors.New("no such file or directory in the workspace")
	}
	return err
}

func wsList(root *os.Root, rel string) ([]any, error) {
	f, err := root.Open(rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	entries, err := f.ReadDir(-1)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() {
			n += "/"
		}
		names = append(names, n)
	}
	slices.Sort(names)
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = n
	}
	return out, nil
}

func wsRead(root *os.Root, rel string) (string, error) {
	st, err := root.Stat(rel)
	if err != nil {
		return "", err
	}
	if st.IsDir() {
		return "", errors.New("is a directory; use ls to list it")
	}
	// A FIFO or device would block the agent forever.
	if !st.Mode().IsRegular() {
		return "", errors.New("is not a regular file")
	}
	tooBig := func(n int64) error {
		return fmt.Errorf("the file is %d bytes; read_file reads at most %d (100 KB)", n, MaxReadFile)
	}
	if st.Size() > MaxReadFile {
		return "", tooBig(st.Size())
	}
	f, err := root.Open(rel)
	if err != nil {
		return "", err
	}
	defer f.Close()
	// The file may have grown since Stat.
	b, err := io.ReadAll(io.LimitReader(f, MaxReadFile+1))
	if err != nil {
		return "", err
	}
	if len(b) > MaxReadFile {
		return "", tooBig(int64(len(b)))
	}
	return string(b), nil
}

func wsCreate(root *os.Root, rel, text string) (map[string]any, error) {
	if dir := filepath.Dir(rel); dir != "." {
		if err := root.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
	}
	f, err := root.OpenFile(rel, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil, errors.New("the file already exists; use edit_file to change it")
		}
		return nil, err
	}
	if _, err := f.WriteString(text); err != nil {
		f.Close()
		_ = root.Remove(rel)
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	return map[string]any{"path": filepath.ToSlash(rel), "bytes": int64(len(text)), "created": true}, nil
}

// editBlock is one SEARCH/REPLACE pair of edit_file.
type editBlock struct{ search, replace string }

const (
	markSearch  = "<<<<<<< SEARCH"
	markDivider = "======="
	markReplace = ">>>>>>> REPLACE"
)

// parseEditBlocks reads blocks of the form
//
//	<<<<<<< SEARCH
//	old lines
//	=======
//	new lines
//	>>>>>>> REPLACE
func parseEditBlocks(s string) ([]editBlock, error) {
	var blocks []editBlock
	var search, replace []string
	state := 0 // 0 outside, 1 in search, 2 in replace
	for i, line := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		mark := strings.TrimRight(line, " \t")
		switch {
		case state == 0 && mark == markSearch:
			state, search, replace = 1, nil, nil
		case state == 0:
			if strings.TrimSpace(line) != "" {
				return nil, fmt.Errorf("blocks line %d: text outside a SEARCH/REPLACE block (start each with %q)", i+1, markSearch)
			}
		case state == 1 && mark == markDivider:
			state = 2
		case state == 1:
			search = append(search, line)
		case state == 2 && mark == markReplace:
			blocks = append(blocks, editBlock{strings.Join(search, "\n"), strings.Join(replace, "\n")})
			state = 0
		case state == 2:
			replace = append(replace, line)
		}
	}
	if state != 0 {
		return nil, fmt.Errorf("blocks: the last block is not closed; end it with %q", markReplace)
	}
	if len(blocks) == 0 {
		return nil, fmt.Errorf("blocks: no %s ... %s ... %s block found", markSearch, markDivider, markReplace)
	}
	return blocks, nil
}

// applyEdits applies every block in order, each of whose search text must
// match exactly once; any failure leaves the text untouched.
func applyEdits(text string, blocks []editBlock) (string, error) {
	for i, b := range blocks {
		if b.search == "" {
			return "", fmt.Errorf("block %d: empty SEARCH text", i+1)
		}
		switch n := strings.Count(text, b.search); n {
		case 1:
			text = strings.Replace(text, b.search, b.replace, 1)
		case 0:
			return "", fmt.Errorf("block %d: SEARCH text not found (it must match exactly, whitespace included); nothing was written", i+1)
		default:
			return "", fmt.Errorf("block %d: SEARCH text matches %d times; add surrounding lines so it matches exactly once; nothing was written", i+1, n)
		}
	}
	return text, nil
}

func wsEdit(root *os.Root, rel, blockText string) (map[string]any, error) {
	blocks, err := parseEditBlocks(blockText)
	if err != nil {
		return nil, err
	}
	st, err := root.Stat(rel)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, errors.New("is a directory")
	}
	if st.Size() > maxEditFile {
		return nil, fmt.Errorf("the file is %d bytes; edit_file edits files up to %d", st.Size(), maxEditFile)
	}
	old, err := root.ReadFile(rel)
	if err != nil {
		return nil, err
	}
	text, err := applyEdits(string(old), blocks)
	if err != nil {
		return nil, err
	}
	// Write beside the file and rename over it, so a crash never leaves a
	// half-written file.
	var rnd [6]byte
	_, _ = rand.Read(rnd[:])
	tmp := filepath.Join(filepath.Dir(rel), "."+filepath.Base(rel)+".rlm-"+hex.EncodeToString(rnd[:]))
	if err := root.WriteFile(tmp, []byte(text), st.Mode().Perm()); err != nil {
		return nil, err
	}
	if err := root.Rename(tmp, rel); err != nil {
		_ = root.Remove(tmp)
		return nil, err
	}
	return map[string]any{"path": filepath.ToSlash(rel), "blocks": int64(len(blocks)), "bytes": int64(len(text))}, nil
}

// workspaceNote tells the model, in its first message, whether the file
// calls work: the system prompt describes them for workspace mode only.
func workspaceNote(ws Workspace, lang *eval.Language) string {
	if ws.Dir == "" {
		return ""
	}
	ls, read := lang.Spell(eval.CallLs), lang.Spell(eval.CallReadFile)
	create, edit := lang.Spell(eval.CallCreateFile), lang.Spell(eval.CallEditFile)
	rg, find, bash := lang.Spell(eval.CallRg), lang.Spell(eval.CallFindFiles), lang.Spell(eval.CallBash)
	var note string
	if ws.ReadOnly {
		note = fmt.Sprintf("Workspace mode is on, read-only: %s and %s work on files in the workspace (paths relative to it); "+
			"%s and %s are refused.", ls, read, create, edit)
	} else {
		note = fmt.Sprintf("Workspace mode is on: %s, %s, %s and %s work on files in the workspace (paths relative to it).",
			ls, read, create, edit)
	}
	note += fmt.Sprintf(" %s and %s search it.", rg, find)
	switch {
	case ws.Shell == nil:
		note += fmt.Sprintf(" %s is unavailable in this run.", bash)
	case ws.ReadOnly:
		note += fmt.Sprintf(" %s runs shell commands in it, sandboxed (no network), and they cannot change it either.", bash)
	default:
		note += fmt.Sprintf(" %s runs shell commands in it, sandboxed (no network).", bash)
	}
	return note + "\n"
}
