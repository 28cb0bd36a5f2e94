package run

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rlm-go/rlm/bench"
)

// openResults streams the rows already in path into acc and leaves the
// file ready for appending. A process killed mid-write can leave a partial
// last line; it is cut off here (and the row re-run) because appending
// after it would glue the next row onto garbage. A complete last row that
// lost only its newline gets the newline back. Only the fields the summary
// needs are decoded, and no row is kept: a resume of 100,000 rows holds a
// few megabytes.
func openResults(path string, acc *summaryAcc) (warning string, err error) {
	f, err := os.OpenFile(path, os.O_RDONLY, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 1<<20)
	var (
		off, badAt      int64
		bad             error
		badLine, badLen int
	)
	for lineNo := 1; ; lineNo++ {
		line, rerr := br.ReadSlice('\n')
		if errors.Is(rerr, bufio.ErrBufferFull) {
			long := append([]byte(nil), line...)
			for errors.Is(rerr, bufio.ErrBufferFull) {
				line, rerr = br.ReadSlice('\n')
				long = append(long, line...)
			}
			line = long
		}
		if rerr != nil && !errors.Is(rerr, io.EOF) {
			return "", rerr
		}
		complete := rerr == nil
		if tail := bytes.TrimSpace(line); len(tail) > 0 {
			if bad != nil {
				return "", bad
			}
			var r statFields
			switch derr := json.Unmarshal(tail, &r); {
			case derr != nil:
				// Damage is an error unless it is the last line: then it
				// is what a killed process left, cut off below.
				bad = fmt.Errorf("%s line %d: invalid JSON: %v", filepath.Base(path), lineNo, derr)
				badAt, badLine, badLen = off, lineNo, len(line)
			case r.TaskID == "":
				return "", fmt.Errorf(`%s line %d: missing "task_id"`, filepath.Base(path), lineNo)
			}
			if bad == nil {
				acc.add(&r)
			}
			if bad == nil && !complete {
				if err := appendBytes(path, []byte("\n")); err != nil {
					return "", err
				}
			}
		}
		off += int64(len(line))
		if !complete {
			break
		}
	}
	if bad == nil {
		return "", nil
	}
	if err := os.Truncate(path, badAt); err != nil {
		return "", fmt.Errorf("cutting the partial last line of %s: %w", path, err)
	}
	return fmt.Sprintf("%s line %d: cut a partial last line (%d bytes) left by an interrupted run",
		filepath.Base(path), badLine, badLen), nil
}

func appendBytes(path string, b []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// resultWriter appends finished attempts: each one's trace, log and answer
// to the task store, then its row to results.jsonl. Attempts finishing
// together are written with one write per file and one fsync of
// results.jsonl (group commit): every row is durable before Append returns,
// and a 1000-task run does not pay 1000 serial fsyncs. A row is only ever
// written whole, in a single write call, after its attempt's index line.
// Rows written are also added to the summary, which is thus computed
// without reading results.jsonl again.
type resultWriter struct {
	f     *os.File
	store *taskStore
	acc   *summaryAcc
	reqs  chan writeReq
	done  chan struct{}
}

type writeReq struct {
	row  *bench.Result
	line []byte
	rec  *attempt
	ack  chan error
}

func newResultWriter(runDir string, acc *summaryAcc) (*resultWriter, error) {
	store, err := openTaskStore(runDir)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(runDir, ResultsFile), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		store.close()
		return nil, err
	}
	w := &resultWriter{f: f, store: store, acc: acc, reqs: make(chan writeReq, 64), done: make(chan struct{})}
	go w.loop()
	return w, nil
}

// Append writes the attempt rec (nil: none) and then row (nil: none) and
// returns once the row is on disk.
func (w *resultWriter) Append(row *bench.Result, rec *attempt) error {
	req := writeReq{row: row, rec: rec, ack: make(chan error, 1)}
	if row != nil {
		line, err := json.Marshal(row)
		if err != nil {
			return fmt.Errorf("encoding result %s: %w", row.TaskID, err)
		}
		req.line = append(line, '\n')
	}
	w.reqs <- req
	return <-req.ack
}

func (w *resultWriter) loop() {
	defer close(w.done)
	var buf []byte
	var batch []writeReq
	for req := range w.reqs {
		batch = append(batch[:0], req)
	drain:
		for {
			select {
			case more, ok := <-w.reqs:
				if !ok {
					break drain
				}
				batch = append(batch, more)
			default:
				break drain
			}
		}
		var err error
		buf = buf[:0]
		for _, r := range batch {
			if r.rec != nil && err == nil {
				err = w.store.append(*r.rec)
			}
			buf = append(buf, r.line...)
		}
		if err == nil && len(buf) > 0 {
			if _, err = w.f.Write(buf); err == nil {
				err = w.f.Sync()
			}
			if err != nil {
				err = fmt.Errorf("writing %s: %w", w.f.Name(), err)
			}
		}
		for _, r := range batch {
			if err == nil && r.row != nil && w.acc != nil {
				w.acc.add(statFieldsOf(r.row))
			}
			r.ack <- err
		}
	}
}

// Close waits for pending rows and closes the files. No Append may follow.
func (w *resultWriter) Close() error {
	close(w.reqs)
	<-w.done
	return errors.Join(w.f.Close(), w.store.close())
}
