package run

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// A process killed while appending leaves blocks no index line points
// to, or half an index line: the next writer cuts both off, and readers
// see every attempt whole, the last one of a pair winning.
func TestTaskStoreCutsTornTail(t *testing.T) {
	for _, c := range []struct {
		name string
		tear func(t *testing.T, dir string)
	}{
		{"blocks without index line", func(t *testing.T, dir string) {
			appendFile(t, filepath.Join(dir, TracesFile), `{"kind":"agent.start"`)
			appendFile(t, filepath.Join(dir, LogsFile), "12:00:00.000 task c")
		}},
		{"half an index line", func(t *testing.T, dir string) {
			appendFile(t, filepath.Join(dir, TracesFile), "{}\n")
			appendFile(t, filepath.Join(dir, IndexFile), `{"task_id":"c","epoch":1,"blo`)
		}},
		{"nothing torn", func(*testing.T, string) {}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			s, err := openTaskStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range []attempt{
				{taskID: "a", epoch: 1, blocks: [3][]byte{[]byte("{\"a\":1}\n"), []byte("log a\n"), []byte("A")}, row: true},
				{taskID: "b", epoch: 1, blocks: [3][]byte{[]byte("{\"b\":1}\n"), []byte("log b\n"), nil}},
			} {
				if err := s.append(a); err != nil {
					t.Fatal(err)
				}
			}
			s.close()
			c.tear(t, dir)
			s, err = openTaskStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.append(attempt{taskID: "b", epoch: 1, blocks: [3][]byte{[]byte("{\"b\":2}\n"), []byte("log b again\n"), []byte("B")}, row: true}); err != nil {
				t.Fatal(err)
			}
			s.close()
			recs := OpenTaskRecords(dir)
			for _, w := range []struct{ task, name, want string }{
				{"a", TraceFile, "{\"a\":1}\n"}, {"a", LogFile, "log a\n"}, {"a", AnswerFile, "A"},
				{"b", TraceFile, "{\"b\":2}\n"}, {"b", LogFile, "log b again\n"}, {"b", AnswerFile, "B"},
			} {
				if got, err := recs.Read(w.task, 1, w.name); err != nil || string(got) != w.want {
					t.Errorf("%s %s = %q, %v; want %q", w.task, w.name, got, err, w.want)
				}
			}
			if _, err := recs.Read("c", 1, TraceFile); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("torn attempt c: %v, want not exist", err)
			}
			b, _ := os.ReadFile(filepath.Join(dir, TracesFile))
			if want := "{\"a\":1}\n{\"b\":1}\n{\"b\":2}\n"; string(b) != want {
				t.Errorf("%s = %q, want %q", TracesFile, b, want)
			}
		})
	}
}

// A run written before the store (a directory per task) reads the same.
func TestTaskRecordsReadOldLayout(t *testing.T) {
	dir := t.TempDir()
	td := TaskDir(dir, "x/1", 2)
	os.MkdirAll(td, 0o755)
	os.WriteFile(filepath.Join(td, TraceFile), []byte("{}\n"), 0o644)
	os.WriteFile(filepath.Join(td, AnswerFile), []byte("42"), 0o644)
	recs := OpenTaskRecords(dir)
	if b, err := recs.Read("x/1", 2, AnswerFile); err != nil || string(b) != "42" {
		t.Errorf("answer %q, %v", b, err)
	}
	if b, err := recs.ReadPath("tasks/x_1/e2/trace.jsonl"); err != nil || string(b) != "{}\n" {
		t.Errorf("trace by path %q, %v", b, err)
	}
	if eps, err := recs.Epochs("x/1"); err != nil || len(eps) != 1 || eps[0] != 2 {
		t.Errorf("epochs %v, %v", eps, err)
	}
}

func appendFile(t *testing.T, path, s string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
}
