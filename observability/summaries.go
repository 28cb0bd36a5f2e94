package observability

import (
	"bufio"
	"encoding/gob"
	"os"
	"path/filepath"
)

// A run store keeps the summaries of its run files in one small file
// beside the run indexes, each with the size and modification time of the
// run file it describes, so a server started over many runs lists them
// without opening each file: an entry whose file changed is read again
// from the file, which stays the source of truth. Deleting the file loses
// nothing but time.

// summariesVersion changes whenever storedSummaries' encoding does; a
// file of another version is ignored (and replaced on the next save).
const summariesVersion = 1

const summariesName = "runs.summaries"

type storedSummaries struct {
	Version int
	Runs    []storedSummary
}

type storedSummary struct {
	Name      string // run file name
	Size, Mod int64
	Info      RunInfo
}

func (s *FileStore) summariesPath() string {
	return filepath.Join(s.dir, indexDirName, summariesName)
}

// loadSummaries reads the stored summaries into s.listed, once; entries
// already there (newer) win.
func (s *FileStore) loadSummaries() {
	s.listMu.Lock()
	defer s.listMu.Unlock()
	if s.listLoaded {
		return
	}
	s.listLoaded = true
	f, err := os.Open(s.summariesPath())
	if err != nil {
		return
	}
	defer f.Close()
	var st storedSummaries
	if gob.NewDecoder(bufio.NewReaderSize(f, 256<<10)).Decode(&st) != nil || st.Version != summariesVersion {
		s.listDirty = true
		return
	}
	for _, r := range st.Runs {
		if _, ok := s.listed[r.Name]; !ok {
			s.listed[r.Name] = listedRun{size: r.Size, mod: r.Mod, info: r.Info}
		}
	}
}

// saveSummaries stores s.listed when it changed since it was last stored.
// keep, when not nil, names the run files that still exist: the others
// are dropped first.
func (s *FileStore) saveSummaries(keep map[string]bool) error {
	s.loadSummaries()
	s.listMu.Lock()
	if keep != nil {
		for name := range s.listed {
			if !keep[name] {
				delete(s.listed, name)
				s.listDirty = true
			}
		}
	}
	if !s.listDirty {
		s.listMu.Unlock()
		return nil
	}
	st := storedSummaries{Version: summariesVersion, Runs: make([]storedSummary, 0, len(s.listed))}
	for name, r := range s.listed {
		st.Runs = append(st.Runs, storedSummary{Name: name, Size: r.size, Mod: r.mod, Info: r.info})
	}
	s.listDirty = false
	s.listMu.Unlock()

	err := writeAtomic(s.summariesPath(), func(w *bufio.Writer) error { return gob.NewEncoder(w).Encode(&st) })
	if err != nil {
		s.listMu.Lock()
		s.listDirty = true
		s.listMu.Unlock()
	}
	return err
}

// writeAtomic writes path through a temporary file renamed over it, so a
// reader sees the old file or the new one, never part of one.
func writeAtomic(path string, write func(*bufio.Writer) error) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(tmp, 256<<10)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
